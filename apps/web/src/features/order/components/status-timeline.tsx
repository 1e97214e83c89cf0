import { useTranslation } from 'react-i18next';
import type { OrderStatusEvent } from '@rc/contract';
import { formatDateTime } from '../../../shared/format/format.js';
import { currentLocale } from '../../../shared/i18n/language.js';

/** Notes are written in Chinese by stores and staff; the English screen shows only the status and time then. */
export function readable(note: string): boolean {
  return currentLocale() !== 'en-US' || !/[\u4e00-\u9fff]/.test(note);
}

/** The order's history, newest first: each status with its time and the note of whoever moved it. */
export function StatusTimeline({ history }: { history: OrderStatusEvent[] }) {
  const { t } = useTranslation('order');
  const events = [...history].reverse();
  return (
    <ol className="rc-timeline" data-testid="order-timeline">
      {events.map((e, i) => (
        <li
          key={`${e.status}-${e.at}`}
          className={i === 0 ? 'rc-timeline__item is-current' : 'rc-timeline__item'}
        >
          <span className="rc-timeline__dot" aria-hidden="true" />
          <div>
            <strong>{t(`status.${e.status}`)}</strong>
            {e.note && readable(e.note) ? <p>{e.note}</p> : null}
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
          </div>
        </li>
      ))}
    </ol>
  );
}
