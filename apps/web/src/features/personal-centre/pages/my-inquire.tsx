import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { Inquiry } from '@rc/contract';
import { openExternal } from '../../../shared/browser/external.js';
import { resolveCustomerServiceUrl } from '../../../shared/customer-service/customer-service-url.js';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchInquiryPage, inquiriesKey, useCancelInquiry } from '../api/inquiries.js';
import { fetchSuggestionPage, suggestionsKey } from '../api/suggestions.js';
import { TabButtons, useAddressTab } from '../components/address-tabs.js';
import { InquiryCard } from '../components/inquiry-card.js';
import { InquiryForm } from '../components/inquiry-form.js';
import { MenuIcon } from '../components/menu-icons.js';
import { SuggestionCard } from '../components/suggestion-card.js';
import '../i18n/register.js';
import '../components/mine.css';
import '../components/inquiry.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** My voluntary inquiries (order/R00010301, R00010302, order/inquiry): ask for a quote, read it, withdraw it. */
function Quotes() {
  const { t } = useTranslation('mine');
  const [asking, setAsking] = useState(false);
  const cancel = useCancelInquiry();
  const askCancel = async (item: Inquiry) => {
    const ok = await confirmDialog({
      title: t('quote.cancelTitle'),
      content: t('quote.cancelContent', { car: item.carNumber, service: item.serviceTypeName }),
      confirmText: t('quote.confirm'),
      cancelText: t('quote.keep'),
    });
    if (ok) {
      cancel.mutate(
        { id: item.id, carNumber: item.carNumber },
        { onSuccess: () => showToast(t('quote.cancelled')) },
      );
    }
  };
  const header = (
    <section className="rc-mine__card rc-inquiry-lead">
      <p>{t('quote.lead')}</p>
      <Button
        color="primary"
        shape="rounded"
        size="small"
        onClick={() => setAsking(true)}
        data-testid="inquiry-ask"
      >
        {t('quote.ask')}
      </Button>
    </section>
  );
  return (
    <>
      <PagedList
        queryKey={[...inquiriesKey, 'list']}
        fetchPage={fetchInquiryPage}
        keyOf={(i) => i.id}
        renderItem={(i) => <InquiryCard item={i} onCancel={() => void askCancel(i)} />}
        header={header}
        empty={<ErrorBlock status="empty" title={t('quote.empty')} description={t('quote.emptyHint')} />}
      />
      <InquiryForm open={asking} onClose={() => setAsking(false)} />
    </>
  );
}

/** My questions to customer service and their replies, with the way to online customer service (auth/R00010047). */
function Messages() {
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
    <PagedList
      queryKey={[...suggestionsKey]}
      fetchPage={fetchSuggestionPage}
      keyOf={(s) => s.id}
      renderItem={(s) => <SuggestionCard item={s} />}
      header={header}
      empty={
        <ErrorBlock status="empty" title={t('inquire.empty')} description="">
          <Button color="primary" fill="outline" onClick={() => void navigate(pathTo('/mine/feedback'))}>
            {t('inquire.toFeedback')}
          </Button>
        </ErrorBlock>
      }
    />
  );
}

/**
 * /mine/MyInquire: my inquiries, in two tabs: quotes I asked for (voluntary
 * inquiries) and questions to customer service with their replies. The tab is
 * kept in the address so back returns to it.
 */
export function Page() {
  const { t } = useTranslation('mine');
  const [tab, pick] = useAddressTab(['quotes', 'messages']);
  return (
    <div className="rc-mine" data-testid="mine-inquire">
      <TabButtons
        tabs={[
          { key: 'quotes', label: t('quote.tabQuotes') },
          { key: 'messages', label: t('quote.tabMessages') },
        ]}
        current={tab}
        onPick={pick}
      />
      {tab === 'quotes' ? <Quotes /> : <Messages />}
    </div>
  );
}
