import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import type { Suggestion } from '@rc/contract';
import { isApiError } from '../../../shared/api/api-error.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchSuggestionPage, suggestionsKey, useSubmitSuggestion } from '../api/suggestions.js';
import { SuggestionCard } from '../components/suggestion-card.js';
import '../i18n/register.js';
import '../components/mine.css';

const categories: Suggestion['category'][] = ['service', 'product', 'complaint', 'other'];

interface Values {
  category?: Suggestion['category'][];
  content?: string;
  contactMobile?: string;
}

/** /mine/feedback: send a suggestion or complaint (suggest/R00010031) and follow the replies (R00010030). */
export function Page() {
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
            rules={[{ pattern: /^(1\d{10})?$/, message: t('feedback.badMobile') }]}
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
    <div className="rc-mine" data-testid="mine-feedback">
      <PagedList
        queryKey={[...suggestionsKey]}
        fetchPage={fetchSuggestionPage}
        keyOf={(s) => s.id}
        renderItem={(s) => <SuggestionCard item={s} />}
        header={header}
      />
    </div>
  );
}
