import { useTranslation } from 'react-i18next';
import Tag from 'antd-mobile/es/components/tag';
import type { Inquiry } from '@rc/contract';
import { formatDateTime, formatYuan } from '../../../shared/format/format.js';

const stateColor = { open: 'primary', answered: 'success', cancelled: 'default' } as const;

/** One voluntary inquiry: the car and service asked about, the quote once given, and cancel while it counts. */
export function InquiryCard({ item, onCancel }: { item: Inquiry; onCancel: () => void }) {
  const { t } = useTranslation('mine');
  return (
    <article className="rc-suggestion" data-testid="inquiry-card" data-inquiry-id={item.id}>
      <div className="rc-suggestion__head">
        <span>
          {item.serviceTypeName} · {item.carNumber}
        </span>
        <Tag color={stateColor[item.state]}>{t(`quote.states.${item.state}`)}</Tag>
      </div>
      <p className="rc-suggestion__content">{item.note || t('quote.noNote')}</p>
      {item.quote !== null ? (
        <p className="rc-inquiry__quote">
          {t('quote.quote')} <strong>{t('quote.yuan', { value: formatYuan(item.quote) })}</strong>
        </p>
      ) : null}
      {item.answer ? (
        <div className="rc-suggestion__reply">
          {t('quote.answer')}
          {item.answer}
        </div>
      ) : null}
      <div className="rc-inquiry__foot">
        <span>
          {item.answeredAt
            ? t('quote.answeredAt', { time: formatDateTime(item.answeredAt) })
            : t('quote.askedAt', { time: formatDateTime(item.createdAt) })}
        </span>
        {item.state !== 'cancelled' ? (
          <button
            type="button"
            className="rc-inquiry__cancel"
            onClick={onCancel}
            data-testid="inquiry-cancel"
          >
            {t('quote.cancel')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
