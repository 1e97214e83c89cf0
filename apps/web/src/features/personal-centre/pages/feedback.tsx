import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import type { Suggestion } from '@rc/contract';
import { isApiError } from '../../../shared/api/api-error.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { feedbackRepliesKey, fetchFeedbackReplyPage } from '../api/feedback-replies.js';
import { fetchSuggestionPage, suggestionsKey, useSubmitSuggestion } from '../api/suggestions.js';
import { TabButtons, useAddressTab } from '../components/address-tabs.js';
import { ReportReplyCard } from '../components/report-reply-card.js';
import { SuggestionCard } from '../components/suggestion-card.js';
import '../i18n/register.js';
import '../components/mine.css';
import '../components/inquiry.css';
import { mobilePattern } from '@rc/contract';

const categories: Suggestion['category'][] = ['service', 'product', 'complaint', 'other'];

interface Values {
  category?: Suggestion['category'][];
  content?: string;
  contactMobile?: string;
}

/** The error reports sent with the feedback button while signed in, with customer service's answers. */
function Reports() {
  const { t } = useTranslation('mine');
  return (
    <PagedList
      queryKey={[...feedbackRepliesKey]}
      fetchPage={fetchFeedbackReplyPage}
      keyOf={(r) => r.reportId}
      renderItem={(r) => <ReportReplyCard item={r} />}
      empty={
        <ErrorBlock
          status="empty"
          title={t('feedback.reports.empty')}
          description={t('feedback.reports.emptyHint')}
        />
      }
    />
  );
}

/**
 * /mine/feedback: send a suggestion or complaint (suggest/R00010031) and follow the replies
 * (R00010030); the second tab follows the error reports (feedback/replies). The tab is kept
 * in the address so back returns to it.
 */
export function Page() {
  const { t } = useTranslation('mine');
  const [tab, pick] = useAddressTab(['suggestions', 'reports']);
  return (
    <div className="rc-mine" data-testid="mine-feedback">
      <TabButtons
        tabs={[
          { key: 'suggestions', label: t('feedback.tabSuggestions'), testId: 'feedback-tab-suggestions' },
          { key: 'reports', label: t('feedback.tabReports'), testId: 'feedback-tab-reports' },
        ]}
        current={tab}
        onPick={pick}
      />
      {tab === 'suggestions' ? <Suggestions /> : <Reports />}
    </div>
  );
}

/** The suggestion form and my suggestions with their replies. */
function Suggestions() {
  const { t } = useTranslation('mine');
  const [form] = Form.useForm<Values>();
  const submit = useSubmitSuggestion();

  const send = (values: Values) => {
    const mobile = values.contactMobile?.trim();
    submit.mutate(
      {
        category: values.category?.[0] ?? 'service',
        content: (values.content ?? '').trim(),
        ...(mobile ? { contactMobile: mobile } : {}),
      },
      {
        onSuccess: () => {
          showToast(t('feedback.sent'));
          form.resetFields();
        },
        onError: (e) => {
          if (isApiError(e) && e.kind === 'status' && e.statusText) showToast(e.statusText);
        },
      },
    );
  };

  const header = (
    <>
      <section className="rc-mine__card rc-mine__form" style={{ marginBottom: 12 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ category: ['service'] }}
          onFinish={send}
          footer={
            <Button block type="submit" color="primary" shape="rounded" loading={submit.isPending}>
              {t('feedback.submit')}
            </Button>
          }
        >
          <Form.Item name="category" label={t('feedback.category')}>
            <Selector
              columns={4}
              options={categories.map((c) => ({ label: t(`feedback.categories.${c}`), value: c }))}
            />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('feedback.content')}
            rules={[{ required: true, min: 5, whitespace: true, message: t('feedback.tooShort') }]}
          >
            <TextArea placeholder={t('feedback.contentPlaceholder')} maxLength={500} showCount rows={4} />
          </Form.Item>
          <Form.Item
            name="contactMobile"
            label={t('feedback.contact')}
            // Optional: an empty field is not checked against the pattern.
            rules={[{ pattern: mobilePattern, message: t('feedback.badMobile') }]}
          >
            <Input placeholder={t('feedback.contactPlaceholder')} type="tel" maxLength={11} clearable />
          </Form.Item>
        </Form>
      </section>
      <h2 className="rc-mine__card-title" style={{ padding: '4px 4px 8px' }}>
        {t('feedback.mine')}
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
    />
  );
}
