import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsInquiry } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { fetchInquiryPage, inquiriesKey, useAnswerInquiry, type InquiryState } from '../api/inquiries.js';
import { useDraftForm } from '../components/draft-form.js';
import { formatDateTime, formatYuan } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/console-ui.css';

const states: readonly InquiryState[] = ['open', 'answered', 'cancelled', 'all'];

/** Yuan as typed to fen; '' is no quote; null when it is not an amount. */
function quoteFenOf(yuan: string): number | null | undefined {
  if (!yuan.trim()) return null;
  const m = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(yuan);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

function AnswerInquiry({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const answer = useAnswerInquiry();
  const { draft, field, errors, mark, submit } = useDraftForm({ answer: '', quoteFen: '' }, (name) =>
    name === 'answer' ? t('inquiries.answer') : t('inquiries.quote'),
  );
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const quoteFen = quoteFenOf(draft.quoteFen);
    if (quoteFen === undefined) {
      errors.clear();
      mark(['quoteFen']);
      return showToast(t('serviceTypes.yuanInvalid'));
    }
    submit(answer.mutate, { id, answer: draft.answer.trim(), quoteFen }, () =>
      showToast(t('inquiries.sent')),
    );
  };
  return (
    <form className="rc-con-inline-form" onSubmit={send}>
      {field('answer', { maxLength: 500, multiline: true })}
      {field('quoteFen', { hint: t('inquiries.quoteHint') })}
      <div className="rc-con-actions">
        <button
          type="submit"
          className="rc-con-primary"
          disabled={answer.isPending || !draft.answer.trim()}
          data-testid="inquiry-answer-send"
        >
          {t('inquiries.send')}
        </button>
      </div>
    </form>
  );
}

function InquiryRow({ item }: { item: OpsInquiry }) {
  const { t } = useTranslation('console');
  return (
    <article className="rc-con-row" data-testid="inquiry-row" data-inquiry-id={item.id}>
      <header>
        <strong>
          {item.serviceTypeName} · {t('inquiries.car', { car: item.carNumber })}
        </strong>
        <span
          className={item.state === 'open' ? 'rc-con-tag rc-con-tag--warn' : 'rc-con-tag rc-con-tag--off'}
        >
          {t(`inquiries.states.${item.state}`)}
        </span>
      </header>
      <p>{item.note || t('inquiries.noNote')}</p>
      <p className="rc-con-muted">
        {item.customer} · {t('inquiries.asked', { time: formatDateTime(item.createdAt) })}
      </p>
      {item.answer ? (
        <p className="rc-con-muted">
          ↳ {item.answer}
          {item.quote !== null ? ` · ${t('inquiries.quoted', { value: formatYuan(item.quote) })}` : ''}
          {item.answeredAt
            ? ` · ${t('inquiries.answeredAt', { time: formatDateTime(item.answeredAt) })}`
            : ''}
        </p>
      ) : null}
      {item.state === 'open' ? <AnswerInquiry id={item.id} /> : null}
    </article>
  );
}

/** /console/inquiries: customers' voluntary inquiries by state; open ones are answered in place. */
export function Page() {
  const { t } = useTranslation('console');
  const [state, setState] = useState<InquiryState>('open');
  return (
    <>
      <p className="rc-con-muted">{t('inquiries.lead')}</p>
      <div className="rc-con-tabs" role="group">
        {states.map((s) => (
          <button key={s} type="button" aria-pressed={state === s} onClick={() => setState(s)}>
            {t(`inquiries.states.${s}`)}
          </button>
        ))}
      </div>
      <PagedList<OpsInquiry>
        queryKey={[...inquiriesKey, 'list', state]}
        fetchPage={(page, signal) => fetchInquiryPage(state, page, signal)}
        keyOf={(i) => i.id}
        renderItem={(i) => <InquiryRow item={i} />}
        empty={<p className="rc-con-state">{t('inquiries.empty')}</p>}
      />
    </>
  );
}
