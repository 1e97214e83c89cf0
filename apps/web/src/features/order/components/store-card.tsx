import { useTranslation } from 'react-i18next';
import type { Shop } from '@rc/contract';
import { distanceParts } from '../../../shared/format/format.js';

/** One store in the choice list: name, distance, address, hours and rating. */
export function StoreCard({
  shop,
  index,
  chosen,
  onChoose,
}: {
  shop: Shop;
  index: number;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('order');
  const d = shop.distanceMeters === null ? null : distanceParts(shop.distanceMeters);
  return (
    <button
      type="button"
      className="rc-store-card"
      aria-pressed={chosen}
      onClick={onChoose}
      data-testid="store-card"
      data-sn={shop.snCode}
    >
      <span className="rc-store-card__pin" aria-hidden="true">
        {index + 1}
      </span>
      <span className="rc-store-card__body">
        <span className="rc-store-card__name">
          <span>{shop.name}</span>
          {d ? (
            <span className="rc-store-card__distance">
              {t(d.unit === 'm' ? 'store.m' : 'store.km', { value: d.value })}
            </span>
          ) : null}
        </span>
        <span className="rc-store-card__address" style={{ display: 'block' }}>
          {shop.place.address}
        </span>
        <span className="rc-store-card__meta">
          <span className="rc-store-card__rating">★ {shop.rating.toFixed(1)}</span>
          <span>{t('store.hours', { hours: shop.businessHours })}</span>
          {chosen ? <span style={{ color: 'var(--rc-primary)' }}>{t('store.chosen')}</span> : null}
        </span>
      </span>
    </button>
  );
}
