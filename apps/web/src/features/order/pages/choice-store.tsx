import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import SearchBar from 'antd-mobile/es/components/search-bar';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { dedupeBy } from '../../../shared/paging/paging.js';
import { fetchShops, nearbyShopsKey, type ShopSearch } from '../api/nearby-shops.js';
import { useShopRegions } from '../api/shop-regions.js';
import { StoreCard } from '../components/store-card.js';
import { allCities, RegionPicker } from '../components/region-picker.js';
import '../i18n/register.js';
import '../components/order.css';
import '../components/network.css';
import { pathTo } from '../../../shared/routing/paths.js';

// The configured provider's map (Leaflet by default), loaded with the screen's first paint.
const StoreMap = lazy(() =>
  import('../components/provider-store-map.js').then((m) => ({ default: m.ProviderStoreMap })),
);

type Position = { lat: number; lng: number } | null;

/** The phone's position, if it gives one quickly; the list works without it. */
function usePosition(): { position: Position; settled: boolean } {
  const [state, setState] = useState<{ position: Position; settled: boolean }>({
    position: null,
    settled: false,
  });
  useEffect(() => {
    if (!('geolocation' in navigator)) {
      setState({ position: null, settled: true });
      return;
    }
    let done = false;
    const give = (position: Position) => {
      if (done) return;
      done = true;
      setState({ position, settled: true });
    };
    const timer = setTimeout(() => give(null), 4000);
    navigator.geolocation.getCurrentPosition(
      (p) => give({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => give(null),
      { timeout: 3500, maximumAge: 300_000 },
    );
    return () => clearTimeout(timer);
  }, []);
  return state;
}

/**
 * /order/choiceStore: the stores serving the service, nearest first, on a map
 * and in a list (coonetwork/snQuery), in the city picked (coonetwork/regionInit;
 * the city the phone is in until the customer picks another). Pages append; a
 * store already shown is not repeated (deduped by snCode); the list ends when
 * noMoreData is true.
 */
export function Page() {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const serviceType = params.get('serviceType') ?? '9';
  const couponId = params.get('couponId') ?? '';
  const { position, settled } = usePosition();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState(params.get('shopSnCode') ?? '');
  const regions = useShopRegions(serviceType, position, settled);
  // null: not picked by the customer, so the located city (or every city) applies.
  const [pickedCity, setPickedCity] = useState<string | null>(null);
  const city = pickedCity ?? regions.data?.currentRegionCode ?? allCities;
  // The first page waits for the located city, so it is not fetched twice; a failed lookup lists every city.
  const ready = settled && !regions.isPending;

  const search: ShopSearch = useMemo(
    () => ({
      serviceType,
      ...(position ?? {}),
      ...(city ? { regionCode: city } : {}),
      ...(keyword ? { keyword } : {}),
    }),
    [serviceType, position, city, keyword],
  );
  const query = useInfiniteQuery({
    queryKey: nearbyShopsKey(search),
    queryFn: ({ pageParam, signal }) => fetchShops(search, pageParam.page, pageParam.snCode, signal),
    initialPageParam: { page: 1, snCode: undefined as string | undefined },
    getNextPageParam: (last, pages) =>
      last.noMoreData ? undefined : { page: pages.length + 1, snCode: last.snCode },
    enabled: ready,
  });
  const shops = useMemo(
    () => dedupeBy(query.data?.pages.flatMap((p) => p.list) ?? [], (s) => s.snCode),
    [query.data],
  );

  const next = (snCode: string) => {
    const q = new URLSearchParams({ serviceType, shopSnCode: snCode });
    if (couponId) q.set('couponId', couponId);
    void navigate(pathTo('/order/writeorder', { search: q }));
  };

  return (
    <div className="rc-order-page">
      <div className="rc-store-bar">
        <RegionPicker
          regions={regions.data?.regions ?? []}
          value={city}
          onChange={(code) => {
            setPickedCity(code);
            setChosen('');
          }}
        />
        <SearchBar
          placeholder={t('store.search')}
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      <Suspense fallback={<div className="rc-store-map" />}>
        {shops.length > 0 ? (
          <StoreMap shops={shops} activeSnCode={chosen} onPick={(s) => setChosen(s.snCode)} />
        ) : (
          <div className="rc-store-map" />
        )}
      </Suspense>
      <p className="rc-store-hint">
        {!settled ? t('store.locating') : position ? t('store.nearMe') : t('store.noLocation')}
      </p>
      {!ready || query.isPending ? (
        <div className="rc-store-more">
          <DotLoading color="primary" />
        </div>
      ) : query.isError && shops.length === 0 ? (
        <ErrorBlock status="default" title={t('detail.loadFailed')} description="" />
      ) : shops.length === 0 ? (
        <ErrorBlock status="empty" title={t('store.empty')} description="" />
      ) : (
        <>
          <ul className="rc-store-list" data-testid="store-list">
            {shops.map((s, i) => (
              <li key={s.snCode}>
                <StoreCard
                  shop={s}
                  index={i}
                  chosen={s.snCode === chosen}
                  onChoose={() => setChosen(s.snCode)}
                />
              </li>
            ))}
          </ul>
          <InfiniteScroll
            hasMore={query.hasNextPage}
            loadMore={async () => void (await query.fetchNextPage())}
          >
            <span className="rc-store-more">{query.hasNextPage ? <DotLoading /> : ''}</span>
          </InfiniteScroll>
        </>
      )}
      <div className="rc-order-fab">
        <button
          type="button"
          className="rc-order-btn rc-order-btn--primary"
          disabled={!chosen}
          style={chosen ? undefined : { opacity: 0.5 }}
          onClick={() => next(chosen)}
          data-testid="store-next"
        >
          {chosen ? t('store.next') : t('form.pickShop')}
        </button>
      </div>
    </div>
  );
}
