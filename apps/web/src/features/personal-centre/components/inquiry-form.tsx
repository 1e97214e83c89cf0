import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Form from 'antd-mobile/es/components/form';
import Popup from 'antd-mobile/es/components/popup';
import Selector from 'antd-mobile/es/components/selector';
import Skeleton from 'antd-mobile/es/components/skeleton';
import TextArea from 'antd-mobile/es/components/text-area';
import { showToast } from '../../../shared/ui/overlays.js';
import { useInquiryOptions, useMakeInquiry } from '../api/inquiries.js';

interface Values {
  carNumber?: string[];
  serviceType?: string[];
  note?: string;
}

/** The ask-for-a-quote sheet: one of my cars, a service, and what is wrong (order/inquiry). */
export function InquiryForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('mine');
  const [form] = Form.useForm<Values>();
  const options = useInquiryOptions(open);
  const make = useMakeInquiry();

  const send = (v: Values) => {
    make.mutate(
      {
        carNumber: v.carNumber?.[0] ?? '',
        serviceType: v.serviceType?.[0] ?? '',
        note: (v.note ?? '').trim(),
      },
      {
        onSuccess: () => {
          showToast(t('quote.sent'));
          form.resetFields();
          onClose();
        },
      },
    );
  };

  let body;
  if (!options.data) {
    body = <Skeleton.Paragraph lineCount={6} animated />;
  } else if (options.data.plates.length === 0) {
    body = <ErrorBlock status="empty" title={t('quote.noPlates')} description="" />;
  } else {
    const { plates, services } = options.data;
    body = (
      <Form
        form={form}
        layout="vertical"
        initialValues={{ carNumber: plates.slice(0, 1) }}
        onFinish={send}
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={make.isPending}>
            {t('quote.submit')}
          </Button>
        }
      >
        <Form.Item
          name="carNumber"
          label={t('quote.car')}
          rules={[{ required: true, message: t('quote.pick', { field: t('quote.car') }) }]}
        >
          <Selector columns={2} options={plates.map((p) => ({ label: p, value: p }))} />
        </Form.Item>
        <Form.Item
          name="serviceType"
          label={t('quote.service')}
          rules={[{ required: true, message: t('quote.pick', { field: t('quote.service') }) }]}
        >
          <Selector columns={3} options={services.map((s) => ({ label: s.name, value: s.code }))} />
        </Form.Item>
        <Form.Item name="note" label={t('quote.note')}>
          <TextArea placeholder={t('quote.notePlaceholder')} maxLength={200} showCount rows={3} />
        </Form.Item>
      </Form>
    );
  }

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName="rc-inquiry-sheet"
    >
      <h2 className="rc-inquiry-sheet__title">{t('quote.formTitle')}</h2>
      {body}
    </Popup>
  );
}
