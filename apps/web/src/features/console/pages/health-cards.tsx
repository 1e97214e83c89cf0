import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsHealthCard } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { showToast } from '../../../shared/ui/overlays.js';
import {
  fetchHealthCardPage,
  healthCardsKey,
  useIssueHealthCard,
  type HealthCardState,
} from '../api/services.js';
import { useDraftForm } from '../components/draft-form.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/console-ui.css';

const states: readonly HealthCardState[] = ['pending', 'made', 'posted', 'withdrawn'];

function IssueCard({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const issue = useIssueHealthCard();
  const { draft, field, submit } = useDraftForm({ cardNo: '', validTo: '' }, (name) =>
    t(`services.healthCards.${name}`),
  );
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    submit(issue.mutate, { id, cardNo: draft.cardNo.replace(/\s/g, ''), validTo: draft.validTo }, () =>
      showToast(t('services.healthCards.issued')),
    );
  };
  return (
    <form className="rc-con-inline-form" onSubmit={send} data-testid="health-card-issue-form">
      {field('cardNo', {
        maxLength: 23,
        hint: t('services.healthCards.cardNoHint'),
        transform: (v) => v.replace(/[^\d\s]/g, ''),
      })}
      {field('validTo', { type: 'date' })}
      <div className="rc-con-actions">
        <button
          type="submit"
          className="rc-con-primary"
          disabled={issue.isPending || !draft.cardNo.trim() || !draft.validTo}
          data-testid="health-card-issue-send"
        >
          {t('services.healthCards.issue')}
        </button>
      </div>
    </form>
  );
}

function HealthCardRow({ item }: { item: OpsHealthCard }) {
  const { t } = useTranslation('console');
  return (
    <article className="rc-con-row" data-testid="health-card-row" data-order-id={item.id}>
      <header>
        <strong>
          {item.cardName} · {item.ticketId}
        </strong>
        <span
          className={
            item.state === 'pending'
              ? 'rc-con-tag rc-con-tag--warn'
              : item.state === 'withdrawn'
                ? 'rc-con-tag rc-con-tag--off'
                : 'rc-con-tag'
          }
        >
          {t(`services.healthCards.states.${item.state}`)}
        </span>
      </header>
      <p>{t('services.healthCards.holder', { holder: item.holderName, customer: item.customer })}</p>
      <p className="rc-con-muted">
        {t('services.healthCards.applied', { time: formatDateTime(item.createdAt) })}
      </p>
      {item.cardNo ? (
        <p className="rc-con-muted" data-testid="health-card-number">
          {t('services.healthCards.number', { cardNo: item.cardNo })}
          {item.validTo
            ? ` · ${t('services.healthCards.validUntil', { date: item.validTo.slice(0, 10) })}`
            : ''}
        </p>
      ) : null}
      {item.state === 'pending' || item.state === 'made' ? <IssueCard id={item.id} /> : null}
    </article>
  );
}

/** /console/health-cards: health payment card applications by state; pending ones are issued in place. */
export function Page() {
  const { t } = useTranslation('console');
  const [state, setState] = useState<HealthCardState>('pending');
  return (
    <>
      <p className="rc-con-muted">{t('services.healthCards.lead')}</p>
      <div className="rc-con-tabs" role="group">
        {states.map((s) => (
          <button key={s} type="button" aria-pressed={state === s} onClick={() => setState(s)}>
            {t(`services.healthCards.states.${s}`)}
          </button>
        ))}
      </div>
      <PagedList<OpsHealthCard>
        queryKey={[...healthCardsKey, 'list', state]}
        fetchPage={(page, signal) => fetchHealthCardPage(state, page, signal)}
        keyOf={(c) => c.id}
        renderItem={(c) => <HealthCardRow item={c} />}
        empty={<p className="rc-con-state">{t('services.healthCards.empty')}</p>}
      />
    </>
  );
}
