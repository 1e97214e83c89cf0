import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { useGiftPackage } from '../api/gift-package.js';
import { useClaimGiftPackage } from '../api/claim-gift-package.js';
import { QueryScreen } from '../components/query-screen.js';
import { ModuleHero } from '../components/module-hero.js';
import { TypeCouponCard } from '../components/type-coupon-card.js';
import { formatDate } from '../../../shared/format/format.js';
import { RightTile } from '../../../shared/rights/right-tiles.js';
import { useRightTap } from '../../../shared/rights/use-right-tap.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * /rights/getown?active=doing|done: the gift package of rights (spec 4: isGiftBag N
 * to claim, Y claimed). The package's own state decides what shows; `active` is
 * only where the customer was sent.
 */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const query = useGiftPackage();
  const claim = useClaimGiftPackage();
  const tap = useRightTap();
  return (
    <div data-testid={`getown-${search.get('active') ?? 'doing'}`}>
      <QueryScreen query={query} errorTitle={t('getown.noneTitle')}>
        {(p) => (
          <>
            <ModuleHero
              icon="common#gift"
              title={p.state === 'claimed' ? t('getown.doneTitle') : t('getown.doingTitle')}
              hint={
                p.claimedAt
                  ? `${p.packageName} · ${t('getown.claimedAt', { date: formatDate(p.claimedAt) })}`
                  : p.packageName
              }
            />
            <section className="rc-rights-card">
              <div className="rc-rights-card__head">
                <h3 className="rc-rights-card__title">{t('getown.contains')}</h3>
              </div>
              <div className="rc-right-row">
                {p.list.map((item) => (
                  <RightTile
                    key={item.serviceType}
                    icon={item.iconUrl}
                    label={item.showName}
                    badge={item.remainCount ? t('getown.uses', { count: item.remainCount }) : undefined}
                    held={p.state === 'claimed' ? item.isHaveThisRight === '1' : true}
                    onTap={() => {
                      if (p.state === 'claimed') void tap(item);
                    }}
                    testId={`right-${item.serviceType}`}
                  />
                ))}
              </div>
            </section>
            {p.state === 'toClaim' ? (
              <Button
                block
                color="primary"
                shape="rounded"
                size="large"
                loading={claim.isPending}
                loadingText={t('getown.claiming')}
                onClick={() => claim.mutate(undefined, { onSuccess: () => showToast(t('getown.claimed')) })}
                data-testid="claim-package"
              >
                {t('getown.claim')}
              </Button>
            ) : (
              <>
                <h3 className="rc-rights-section-title">{t('getown.myCoupons')}</h3>
                <div>
                  {p.coupons.map((c) => (
                    <TypeCouponCard
                      key={c.id}
                      coupon={c}
                      onOpen={() =>
                        void navigate(pathTo('/rights/coupondatial/:type', { params: { type: c.id } }))
                      }
                    />
                  ))}
                </div>
                <Button
                  block
                  color="primary"
                  fill="outline"
                  shape="rounded"
                  onClick={() => void navigate(pathTo('/mine/persional'))}
                >
                  {t('getown.toHome')}
                </Button>
              </>
            )}
          </>
        )}
      </QueryScreen>
    </div>
  );
}
