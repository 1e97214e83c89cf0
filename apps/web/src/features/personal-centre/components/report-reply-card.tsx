import { useTranslation } from 'react-i18next';
import Tag from 'antd-mobile/es/components/tag';
import type { FeedbackReply } from '@rc/contract';
import { titleKeyOfPath } from '../../../shared/i18n/title-key.js';
import { formatDateTime } from '../../../shared/format/format.js';

const stateColor = { open: 'warning', answered: 'success', closed: 'default' } as const;

/** One error report sent with the feedback button, as its sender follows it: state and answer. */
export function ReportReplyCard({ item }: { item: FeedbackReply }) {
  const { t, i18n } = useTranslation('mine');
  // The report records the page's path; the customer sees the screen's name, or nothing.
  const page = item.pageName ? titleKeyOfPath(item.pageName, (key) => i18n.exists(key)) : null;
  return (
    <article className="rc-suggestion" data-testid="report-reply" data-state={item.state}>
      <div className="rc-suggestion__head">
        <span>
          {t('feedback.reports.sentAt', { time: formatDateTime(item.createdAt) })}
          {item.hasScreenshot ? ` · ${t('feedback.reports.withScreenshot')}` : ''}
        </span>
        <Tag color={stateColor[item.state]} data-testid="report-state">
          {t(`feedback.reports.states.${item.state}`)}
        </Tag>
      </div>
      <p className="rc-suggestion__content">{item.errorMessage || t('feedback.reports.noMessage')}</p>
      {page ? (
        <p className="rc-suggestion__meta">{t('feedback.reports.page', { page: i18n.t(page) })}</p>
      ) : null}
      {item.answer ? (
        <div className="rc-suggestion__reply" data-testid="report-answer">
          {t('feedback.reply')}
          {item.answer}
          {item.answeredAt ? (
            <span className="rc-suggestion__meta">{formatDateTime(item.answeredAt)}</span>
          ) : null}
        </div>
      ) : item.state === 'closed' ? (
        <div className="rc-suggestion__reply">{t('feedback.reports.closedNoAnswer')}</div>
      ) : (
        <p className="rc-suggestion__meta">{t('feedback.reports.waiting')}</p>
      )}
    </article>
  );
}
