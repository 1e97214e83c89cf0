import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useCarWashInit } from '../api/car-wash-init.js';
import { distanceParts } from '../../../shared/format/format.js';
import { OrderLoading } from './order-summary.js';
import './order.css';
import { pathTo } from '../../../shared/routing/paths.js';

// The configured provider's map (Leaflet by default), loaded with the screen's first paint.
const StoreMap = lazy(() => import('./provider-store-map.js').then((m) => ({ default: m.ProviderStoreMap })));

/**
 * The chosen store on a map (/order/loadAMap, /order/loadBMap): the provider
 * map/getMapApi names (AMap or Baidu when a key is configured, Leaflet by
 * default); the two routes keep their names from the spec.
 */
export function StoreLocation() {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const serviceType = params.get('serviceType') ?? '9';
  const shopSnCode = params.get('shopSnCode') ?? undefined;
  const init = useCarWashInit(serviceType, shopSnCode);
  if (!shopSnCode) return <ErrorBlock status="empty" title={t('form.pickShop')} description="" />;
  if (init.isPending) return <OrderLoading />;
  const shop = init.data?.shop;
  if (!shop) return <ErrorBlock status="default" title={t('detail.loadFailed')} description="" />;
  const d = shop.distanceMeters === null ? null : distanceParts(shop.distanceMeters);
  return (
    <div className="rc-order-page">
      <Suspense fallback={<div className="rc-store-map rc-store-map--full" />}>
        <StoreMap shops={[shop]} activeSnCode={shop.snCode} className="rc-store-map rc-store-map--full" />
      </Suspense>
      <section className="rc-form-card">
        <div className="rc-form-shop">
          <div className="rc-form-shop__body">
            <p className="rc-form-shop__name">{shop.name}</p>
            <p className="rc-form-shop__address">
              {shop.place.address}
              {d ? ` · ${t(d.unit === 'm' ? 'store.m' : 'store.km', { value: d.value })}` : ''}
            </p>
            <p className="rc-form-shop__address">{t('store.hours', { hours: shop.businessHours })}</p>
          </div>
          {shop.phone ? (
            <a className="rc-form-shop__change" href={`tel:${shop.phone}`}>
              {t('store.call')}
            </a>
          ) : null}
        </div>
      </section>
      <div className="rc-order-fab">
        <Link
          className="rc-order-btn rc-order-btn--primary"
          to={pathTo('/order/writeorder', { search: { serviceType, shopSnCode: shop.snCode } })}
        >
          {t('map.book')}
        </Link>
      </div>
    </div>
  );
}
