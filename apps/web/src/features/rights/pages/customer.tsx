import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { useRightDetail } from '../api/right-detail.js';
import { useRightsTips } from '../api/rights-tips.js';
import { QueryScreen } from '../components/query-screen.js';
import { ModuleHero } from '../components/module-hero.js';
import { RightUseButton } from '../components/right-use-button.js';
import { formatDate } from '../../../shared/format/format.js';
import { ExpiryNotice } from '../../../shared/rights/expiry-notice.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';
import { pathTo } from '../../../shared/routing/paths.js';

/** /rights/customer/:type: a right with its own page (jump flag 1): what it is, what is left, how to use it. */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const type = useParams().type ?? '';
  const navigate = useNavigate();
  const query = useRightDetail(type);
  const tips = useRightsTips(type);
  return (
    <QueryScreen query={query} errorTitle={t('customer.notHeld')}>
      {(d) => (
        <>
          <ModuleHero
            icon={d.iconUrl}
            title={d.showName}
            hint={d.isVRights ? t('customer.vipOnly') : undefined}
          />
          <ExpiryNotice
            tips={tips.data?.tips ?? []}
            title={t('expiry.title')}
            moreLabel={(n) => t('expiry.count', { count: n + 1 })}
          />
          <section className="rc-rights-card">
            <div className="rc-rights-figure">
              <div>
                <strong data-testid="available-count">{d.availableCount}</strong>
                <span>{t('customer.available')}</span>
              </div>
              <div>
                {/* The whole date: a month and day alone hides which year the right ends in. */}
                <strong className="rc-rights-figure__date">
                  {d.nearestValidTo ? formatDate(d.nearestValidTo) : '—'}
                </strong>
                <span>{d.nearestValidTo ? t('customer.nearestExpiry') : t('customer.notHeld')}</span>
              </div>
            </div>
          </section>
          <section className="rc-rights-card">
            <h3 className="rc-rights-card__title">{t('customer.description')}</h3>
            <p className="rc-rights-text">{d.description}</p>
          </section>
          <section className="rc-rights-card">
            <h3 className="rc-rights-card__title">{t('customer.notes')}</h3>
            <p className="rc-rights-text">{d.usageNotes}</p>
          </section>
          <div className="rc-rights-actions">
            {d.isHaveThisRight === '1' ? (
              <>
                <RightUseButton serviceType={d.serviceType} jumpType={d.jumpType} jumpUrl={d.jumpUrl} />
                <Button
                  block
                  color="primary"
                  fill="outline"
                  shape="rounded"
                  size="large"
                  onClick={() =>
                    void navigate(pathTo('/rights/coupons/:type', { params: { type: d.serviceType } }))
                  }
                >
                  {t('customer.coupons')}
                </Button>
              </>
            ) : (
              <Button
                block
                color="primary"
                shape="rounded"
                size="large"
                onClick={() => void navigate(pathTo('/rights/nopower'))}
              >
                {t('customer.notHeld')}
              </Button>
            )}
          </div>
        </>
      )}
    </QueryScreen>
  );
}
