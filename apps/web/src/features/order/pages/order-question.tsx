import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { showToast } from '../../../shared/ui/overlays.js';
import type { UploadedImage } from '@rc/contract';
import { useSubmitOrderQuestion } from '../api/order-question.js';
import { OrderPhotos } from '../components/order-photos.js';
import { OrderSubmitBar } from '../components/order-form-parts.js';
import '../i18n/register.js';
import '../components/order.css';

const types = ['progress', 'quality', 'charge', 'other'] as const;

/** /order/orderquestion: a question about one order, for customer service (order/R00010011). */
export function Page() {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderPrimaryId = params.get('orderPrimaryId') ?? '';
  const primaryCheck = params.get('primaryCheck') ?? '';
  const [type, setType] = useState<(typeof types)[number]>('progress');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const ask = useSubmitOrderQuestion();
  if (!orderPrimaryId || !primaryCheck)
    return <ErrorBlock status="empty" title={t('question.noOrder')} description="" />;
  return (
    <div className="rc-order-page">
      <section className="rc-order-section">
        <h2 className="rc-order-section__title">{t('question.type')}</h2>
        <Selector
          columns={2}
          value={[type]}
          onChange={(v) => v[0] && setType(v[0])}
          options={types.map((k) => ({ label: t(`question.${k}`), value: k }))}
        />
      </section>
      <section className="rc-order-section">
        <h2 className="rc-order-section__title">{t('question.content')}</h2>
        <TextArea
          value={content}
          onChange={setContent}
          placeholder={t('question.contentHint')}
          rows={5}
          maxLength={500}
          showCount
        />
      </section>
      <section className="rc-order-section">
        <h2 className="rc-order-section__title">{t('photos.title')}</h2>
        <p className="rc-order-section__hint">{t('photos.questionHint')}</p>
        <OrderPhotos images={images} onChange={setImages} />
      </section>
      <OrderSubmitBar
        label={t('question.submit')}
        disabled={content.trim().length < 5}
        pending={ask.isPending}
        onSubmit={() =>
          ask.mutate(
            {
              orderPrimaryId,
              primaryCheck,
              questionType: type,
              content: content.trim(),
              ...(images.length > 0 ? { imageIds: images.map((i) => i.imageId) } : {}),
            },
            {
              onSuccess: () => {
                showToast(t('question.done'));
                void navigate(-1);
              },
            },
          )
        }
      />
    </div>
  );
}
