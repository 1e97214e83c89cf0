import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { Coupon } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchMyCoupons, myCouponsKey } from '../api/my-coupons.js';
import { CouponCard } from '../components/coupon-card.js';
import { carWashServiceType } from '../components/coupon-status.js';
import '../i18n/coupons-register.js';
import '../components/coupons.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /rights/carwash: the customer's usable car-wash coupons, each with "book a wash" and "show code". */
export function Page() {
  const { t } = useTranslation('coupons');
  const now = useMemo(() => new Date(), []);
  return (
    <div className="rc-coupons-page">
      <section className="rc-carwash-hero">
        <h1 className="rc-carwash-hero__title">{t('carwash.title')}</h1>
        <p className="rc-carwash-hero__lead">{t('carwash.lead')}</p>
        <Link
          className="rc-coupon-action rc-coupon-action--light"
          to={pathTo('/order/choiceStore', { search: { serviceType: carWashServiceType } })}
        >
          {t('carwash.book')}
        </Link>
      </section>
      <PagedList<Coupon>
        queryKey={myCouponsKey('usable', carWashServiceType)}
        fetchPage={(page, signal) => fetchMyCoupons('usable', page, signal, carWashServiceType)}
        keyOf={(c) => c.id}
        renderItem={(c) => (
          <CouponCard
            coupon={c}
            now={now}
            actions={
              <>
                <Link
                  className="rc-coupon-action rc-coupon-action--small"
                  to={pathTo('/order/choiceStore', { search: { serviceType: carWashServiceType } })}
                >
                  {t('carwash.book')}
                </Link>
                <Link
                  className="rc-coupon-action rc-coupon-action--small rc-coupon-action--primary"
                  to={pathTo('/rights/coupondatial/:type', { params: { type: c.id } })}
                >
                  {t('carwash.show')}
                </Link>
              </>
            }
          />
        )}
        empty={
          <ErrorBlock status="empty" title={t('carwash.none')} description={t('carwash.noneHint')}>
            <Link
              className="rc-coupon-action rc-coupon-action--primary"
              to={pathTo('/rights/mycoupons', { search: { gifts: '1' } })}
            >
              {t('carwash.goGifts')}
            </Link>
          </ErrorBlock>
        }
      />
    </div>
  );
}
