import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { openExternal } from '../../../shared/browser/external.js';
import { resolveCustomerServiceUrl } from '../../../shared/customer-service/customer-service-url.js';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchSuggestionPage, suggestionsKey } from '../api/suggestions.js';
import { MenuIcon } from '../components/menu-icons.js';
import { SuggestionCard } from '../components/suggestion-card.js';
import '../i18n/register.js';
import '../components/mine.css';

/**
 * /mine/MyInquire: my enquiries and customer service's replies, with the way to
 * online customer service (auth/R00010047) and to ask something new.
 */
export function Page() {
  const { t } = useTranslation('mine');
  const navigate = useNavigate();
  const openService = async () => {
    const url = await resolveCustomerServiceUrl();
    if (url) openExternal(url);
  };
  const header = (
    <>
      <section className="rc-mine__card" style={{ marginBottom: 12 }}>
        <div className="rc-mine__person">
          <MenuIcon name="service" />
          <div className="rc-mine__person-main">
            <div className="rc-mine__person-name">{t('inquire.serviceTitle')}</div>
            <div className="rc-mine__person-sub">{t('inquire.serviceHint')}</div>
          </div>
          <Button size="small" color="primary" shape="rounded" onClick={() => void openService()}>
            {t('inquire.openService')}
          </Button>
        </div>
      </section>
      <h2 className="rc-mine__card-title" style={{ padding: '4px 4px 8px' }}>
        {t('inquire.listTitle')}
      </h2>
    </>
  );
  return (
    <div className="rc-mine" data-testid="mine-inquire">
      <PagedList
        queryKey={[...suggestionsKey]}
        fetchPage={fetchSuggestionPage}
        keyOf={(s) => s.id}
        renderItem={(s) => <SuggestionCard item={s} />}
        header={header}
        empty={
          <ErrorBlock status="empty" title={t('inquire.empty')} description="">
            <Button color="primary" fill="outline" onClick={() => void navigate('/mine/feedback')}>
              {t('inquire.toFeedback')}
            </Button>
          </ErrorBlock>
        }
      />
    </div>
  );
}
