import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Selector from 'antd-mobile/es/components/selector';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { session } from '../../../shared/session/session-store.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useCouponDetail } from '../api/coupon-detail.js';
import { useChangeCouponPlate } from '../api/change-coupon-plate.js';
import '../i18n/coupons-register.js';
import '../components/coupons.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /rights/editused?couponId=..: ties an unused coupon to another of the customer's plates (rights/R00010029). */
export function Page() {
  const { t } = useTranslation('coupons');
  const [params] = useSearchParams();
  const couponId = params.get('couponId') ?? '';
  if (!couponId) {
    return (
      <div className="rc-coupon-detail">
        <ErrorBlock status="empty" title={t('editUsed.pickCoupon')} description="">
          <Link to={pathTo('/rights/mycoupons')} className="rc-coupon-link">
            {t('detail.backToList')}
          </Link>
        </ErrorBlock>
      </div>
    );
  }
  return <EditPlate couponId={couponId} />;
}

function EditPlate({ couponId }: { couponId: string }) {
  const { t } = useTranslation('coupons');
  const navigate = useNavigate();
  const detail = useCouponDetail(couponId);
  const change = useChangeCouponPlate();
  const plates = session.userVo()?.plateNumberList ?? [];
  const [picked, setPicked] = useState<string | null>(null);

  if (detail.isPending) return <Skeleton.Paragraph lineCount={5} animated />;
  if (detail.isError) {
    return <ErrorBlock status="empty" title={t('detail.notFound')} description="" />;
  }
  const coupon = detail.data;
  const others = plates.filter((p) => p !== coupon.plateNumber);

  return (
    <div className="rc-coupon-detail">
      <section className="rc-coupon-section">
        <h2 className="rc-coupon-section__title">{coupon.name}</h2>
        <p className="rc-coupon-notes">{t('editUsed.lead')}</p>
        <dl className="rc-coupon-facts">
          <div>
            <dt>{t('editUsed.current')}</dt>
            <dd className="rc-plate">{coupon.plateNumber ?? t('editUsed.none')}</dd>
          </div>
        </dl>
      </section>
      <section className="rc-coupon-section">
        <h2 className="rc-coupon-section__title">{t('editUsed.choose')}</h2>
        {others.length === 0 ? (
          <p className="rc-coupon-notes">{t('editUsed.noPlates')}</p>
        ) : (
          <Selector
            columns={2}
            options={others.map((p) => ({ label: p, value: p }))}
            value={picked ? [picked] : []}
            onChange={(v) => setPicked(v[0] ?? null)}
          />
        )}
      </section>
      <div className="rc-coupon-bottom">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={!picked}
          loading={change.isPending}
          onClick={async () => {
            if (!picked) return;
            await change.mutateAsync({ couponId: coupon.id, plateNumber: picked });
            showToast(t('editUsed.done'));
            void navigate(pathTo('/rights/coupondatial/:type', { params: { type: coupon.id } }), {
              replace: true,
            });
          }}
        >
          {t('editUsed.submit')}
        </Button>
      </div>
    </div>
  );
}
