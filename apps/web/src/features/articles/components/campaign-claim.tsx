import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { showToast } from '../../../shared/ui/overlays.js';
import { useActivityCampaign, useClaimCampaignCoupon } from '../api/activity-campaign.js';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * The coupon an activity gives away, under its content: claim it once, then see
 * it. Shows nothing for an activity without a campaign.
 */
export function CampaignClaim({ activityId }: { activityId: string }) {
  const { t } = useTranslation('active');
  const navigate = useNavigate();
  const query = useActivityCampaign(activityId);
  const claim = useClaimCampaignCoupon(activityId);
  if (!query.data) return null;
  const c = query.data;
  const open = (couponId: string) =>
    void navigate(pathTo('/rights/coupondatial/:type', { params: { type: couponId } }));
  const onClaim = () =>
    claim.mutate(c.id, {
      onSuccess: (r) => {
        showToast(r.alreadyClaimed ? t('campaign.already') : t('campaign.claimed'));
        open(r.coupon.id);
      },
    });
  let action;
  if (c.claimedCouponId) {
    const id = c.claimedCouponId;
    action = (
      <Button block shape="rounded" color="primary" fill="outline" onClick={() => open(id)}>
        {t('campaign.view')}
      </Button>
    );
  } else if (c.state !== 'ongoing' || !c.available) {
    action = (
      <Button block shape="rounded" disabled>
        {c.state === 'ongoing' ? t('campaign.soldOut') : t(`states.${c.state}`)}
      </Button>
    );
  } else {
    action = (
      <Button block shape="rounded" color="primary" loading={claim.isPending} onClick={onClaim}>
        {t('campaign.claim')}
      </Button>
    );
  }
  return (
    <section className="rc-article__section rc-campaign" data-testid="activity-campaign">
      <h2>{t('campaign.title')}</h2>
      <p className="rc-campaign__name">{c.couponName}</p>
      <p className="rc-campaign__valid">{t('campaign.valid', { days: c.validDays })}</p>
      <div className="rc-article__action">{action}</div>
    </section>
  );
}
