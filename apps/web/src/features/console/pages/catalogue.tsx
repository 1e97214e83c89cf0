import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCatalogue } from '../api/catalogue.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /console/catalogue: every right and service with its flags; tap one to edit it. */
export function Page() {
  const { t, i18n } = useTranslation('console');
  const catalogue = useCatalogue();
  const en = i18n.language === 'en-US';
  return (
    <>
      <p className="rc-con-muted">{t('catalogue.lead')}</p>
      <div className="rc-con-actions">
        <Link
          to={pathTo('/console/catalogue/:type', { params: { type: 'new' } })}
          className="rc-con-primary rc-con-button-link"
        >
          {t('catalogue.newEntry')}
        </Link>
      </div>
      <QueryState query={catalogue}>
        {(data) => (
          <>
            {data.list.map((e) => (
              <Link
                key={e.serviceType}
                to={pathTo('/console/catalogue/:type', { params: { type: e.serviceType } })}
                className="rc-con-row"
                data-testid="catalogue-row"
              >
                <header>
                  <strong>
                    {e.serviceType} · {en ? e.nameEn : e.name}
                  </strong>
                  {e.enabled ? null : (
                    <span className="rc-con-tag rc-con-tag--off">{t('catalogue.off')}</span>
                  )}
                </header>
                <p>
                  <span className="rc-con-tag">
                    {t(`catalogue.modules.${e.module as 'home'}`, { defaultValue: e.module })}
                  </span>
                  <span className="rc-con-tag">
                    {t(`catalogue.jumpTypes.${e.jumpType as '1'}`, { defaultValue: e.jumpType })}
                  </span>
                  {e.wechatOnly ? (
                    <span className="rc-con-tag rc-con-tag--warn">{t('catalogue.wechatOnly')}</span>
                  ) : null}
                  {e.vipOnly ? (
                    <span className="rc-con-tag rc-con-tag--warn">{t('catalogue.vipOnly')}</span>
                  ) : null}
                  <span className="rc-con-tag rc-con-tag--off">
                    {e.branchCodes.length
                      ? e.branchCodes
                          .map((c) => data.branches.find((b) => b.code === c)?.name ?? c)
                          .join('、')
                      : t('catalogue.allBranches')}
                  </span>
                </p>
              </Link>
            ))}
          </>
        )}
      </QueryState>
    </>
  );
}
