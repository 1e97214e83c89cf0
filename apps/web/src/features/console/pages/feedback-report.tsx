import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAnswerReport, useReport } from '../api/feedback.js';
import { AnswerForm } from '../components/answer-form.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';

/** /console/feedback/:id: one error report with its screenshot, failing calls and the answer. */
export function Page() {
  const { t } = useTranslation('console');
  const { id = '' } = useParams();
  const report = useReport(id);
  const answer = useAnswerReport();
  return (
    <QueryState query={report}>
      {(r) => (
        <section className="rc-con-card">
          <h2>{r.errorMessage || t('feedback.detailTitle')}</h2>
          <p>
            <span className="rc-con-tag">{t(`feedback.states.${r.state}`)}</span>
          </p>
          <p className="rc-con-muted">
            {t('feedback.at')}: {formatDateTime(new Date(r.errorTimeStamp).toISOString())} ·{' '}
            {r.customer ?? t('feedback.anonymous')} · {r.channel}
          </p>
          <p className="rc-con-muted">
            {t('feedback.page')}: {r.pageName} · {t('feedback.screen', { w: r.screenW, h: r.screenH })}
          </p>
          <p className="rc-con-muted">
            {t('feedback.device')}: {r.userAgent}
          </p>
          {r.errorUrls.length ? (
            <>
              <p className="rc-con-muted">{t('feedback.failedCalls')}</p>
              <ul className="rc-con-muted">
                {r.errorUrls.map((u) => (
                  <li key={u}>
                    <code>{u}</code>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {r.screenshot ? (
            <img
              className="rc-con-shot"
              src={r.screenshot}
              alt={t('feedback.screenshot')}
              data-testid="report-screenshot"
            />
          ) : (
            <p className="rc-con-muted">{t('feedback.noScreenshot')}</p>
          )}
          {r.answer ? (
            <div className="rc-con-row">
              <p>{r.answer}</p>
              <p className="rc-con-muted">
                {t('feedback.answeredBy', {
                  by: r.answeredBy ?? '',
                  time: r.answeredAt ? formatDateTime(r.answeredAt) : '',
                })}
              </p>
            </div>
          ) : null}
          {r.state !== 'closed' ? (
            <AnswerForm
              pending={answer.isPending}
              run={(input, handlers) => answer.mutate({ id: r.id, ...input }, handlers)}
            />
          ) : null}
        </section>
      )}
    </QueryState>
  );
}
