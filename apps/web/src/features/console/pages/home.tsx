import { useTranslation } from 'react-i18next';
import { useConsoleMe } from '../api/me.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';

/** /console: who is signed in and until when; the menu beside it leads to each area. */
export function Page() {
  const { t, i18n } = useTranslation('console');
  const me = useConsoleMe();
  return (
    <QueryState query={me}>
      {(data) => (
        <>
          <section className="rc-con-card">
            <h2>{t('home.hello', { name: data.operator.displayName })}</h2>
            <p className="rc-con-muted">{t('home.lead')}</p>
            <p className="rc-con-muted" data-testid="console-session-ends">
              {t('home.sessionEnds', {
                time: new Date(data.expiresAt).toLocaleString(i18n.language, {
                  hour: '2-digit',
                  minute: '2-digit',
                }),
              })}
            </p>
          </section>
        </>
      )}
    </QueryState>
  );
}
