import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpsOverview, OverviewTodoKind } from '@rc/contract';
import { useConsoleMe } from '../api/me.js';
import { useOverview } from '../api/overview.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import '../components/console-lists.css';
import { pathTo } from '../../../shared/routing/paths.js';
import { formatTime } from '../../../shared/format/format.js';

/** Where each to-do is handled. */
const todoPath: Record<OverviewTodoKind, string> = {
  rescuesOverdue: pathTo('/console/dispatch'),
  rescuesWaiting: pathTo('/console/dispatch'),
  driverOrders: pathTo('/console/driver-orders'),
  healthCards: pathTo('/console/health-cards'),
  feedback: pathTo('/console/feedback'),
  suggestions: pathTo('/console/suggestions'),
  inquiries: pathTo('/console/inquiries'),
};

function Figure({ id, label, value, warn }: { id: string; label: string; value: number; warn?: boolean }) {
  return (
    <div
      className={warn && value > 0 ? 'rc-con-figure rc-con-figure--warn' : 'rc-con-figure'}
      data-testid={`figure-${id}`}
    >
      <strong>{value}</strong>
      <span>{label}</span>
    </div>
  );
}

function Today({ data }: { data: OpsOverview }) {
  const { t } = useTranslation('console');
  const orders = data.ordersToday.reduce((n, r) => n + r.count, 0);
  return (
    <section className="rc-con-card" data-testid="overview-today">
      <h2>{t('home.todayTitle', { day: data.day })}</h2>
      <div className="rc-con-figures">
        <Figure id="orders" label={t('home.ordersToday')} value={orders} />
        <Figure id="rescuesOpen" label={t('home.rescuesOpen')} value={data.rescuesOpen} />
        <Figure id="rescuesOverdue" label={t('home.rescuesOverdue')} value={data.rescuesOverdue} warn />
        <Figure id="redemptions" label={t('home.redemptionsToday')} value={data.redemptionsToday} />
        <Figure id="feedback" label={t('home.feedbackWaiting')} value={data.feedbackWaiting} warn />
      </div>
      {data.ordersToday.length > 0 ? (
        <p className="rc-con-muted" data-testid="overview-orders-by-state">
          {data.ordersToday
            .map((r) => `${t(`dashboard.statuses.${r.status}`, { defaultValue: r.status })} ${r.count}`)
            .join(' · ')}
        </p>
      ) : null}
    </section>
  );
}

function Todos({ data }: { data: OpsOverview }) {
  const { t } = useTranslation('console');
  return (
    <section className="rc-con-card" data-testid="overview-todos">
      <h2>{t('home.todosTitle')}</h2>
      {data.todos.length === 0 ? (
        <p className="rc-con-muted">{t('home.noTodos')}</p>
      ) : (
        <ul className="rc-con-todos">
          {data.todos.map((todo) => (
            <li key={todo.kind}>
              <Link to={todoPath[todo.kind]} data-testid={`todo-${todo.kind}`}>
                <span>{t(`home.todos.${todo.kind}`, { count: todo.count })}</span>
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /console: who is signed in, today's figures and the to-dos, each opening the screen that handles it. */
export function Page() {
  const { t } = useTranslation('console');
  const me = useConsoleMe();
  const overview = useOverview();
  return (
    <QueryState query={me}>
      {(data) => (
        <>
          <section className="rc-con-card">
            <h2>{t('home.hello', { name: data.operator.displayName })}</h2>
            <p className="rc-con-muted" data-testid="console-session-ends">
              {t('home.sessionEnds', {
                time: formatTime(data.expiresAt),
              })}
            </p>
          </section>
          <QueryState query={overview}>
            {(o) => (
              <>
                <Todos data={o} />
                <Today data={o} />
              </>
            )}
          </QueryState>
        </>
      )}
    </QueryState>
  );
}
