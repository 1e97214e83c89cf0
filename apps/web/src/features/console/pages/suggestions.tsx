import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/paged-list.js';
import {
  fetchSuggestionPage,
  suggestionsKey,
  useAnswerSuggestion,
  type SuggestionState,
} from '../api/feedback.js';
import { AnswerForm } from '../components/answer-form.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/console-ui.css';

const states: readonly SuggestionState[] = ['received', 'replied', 'closed', 'all'];

/** /console/suggestions: customers' suggestions and complaints by state, answered in place. */
export function Page() {
  const { t } = useTranslation('console');
  const [state, setState] = useState<SuggestionState>('received');
  const answer = useAnswerSuggestion();
  return (
    <>
      <p className="rc-con-muted">{t('suggestions.lead')}</p>
      <div className="rc-con-tabs" role="group">
        {states.map((s) => (
          <button key={s} type="button" aria-pressed={state === s} onClick={() => setState(s)}>
            {t(`suggestions.states.${s}`)}
          </button>
        ))}
      </div>
      <PagedList
        queryKey={[...suggestionsKey, 'list', state]}
        fetchPage={(page, signal) => fetchSuggestionPage(state, page, signal)}
        keyOf={(s) => s.id}
        renderItem={(s) => (
          <article className="rc-con-row" data-testid="suggestion-row">
            <header>
              <span className={s.category === 'complaint' ? 'rc-con-tag rc-con-tag--warn' : 'rc-con-tag'}>
                {t(`suggestions.categories.${s.category}`)}
              </span>
              <time>{formatDateTime(s.createdAt)}</time>
            </header>
            <p>{s.content}</p>
            <p className="rc-con-muted">
              {s.customer}
              {s.contactMobile ? ` · ${t('suggestions.contact', { mobile: s.contactMobile })}` : ''}
              {s.imageIds.length ? ` · ${t('suggestions.photos', { count: s.imageIds.length })}` : ''} ·{' '}
              {t(`suggestions.states.${s.state}`)}
            </p>
            {s.reply ? <p className="rc-con-muted">↳ {s.reply}</p> : null}
            {s.state !== 'closed' ? (
              <AnswerForm
                pending={answer.isPending}
                run={(input, handlers) => answer.mutate({ id: s.id, ...input }, handlers)}
              />
            ) : null}
          </article>
        )}
      />
    </>
  );
}
