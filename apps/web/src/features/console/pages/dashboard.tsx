import { useTranslation } from 'react-i18next';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { OpsDashboard } from '@rc/contract';
import { useDashboard } from '../api/dashboard.js';
import { ChartLegend, DayBars, DayLines, StackedBars, type Legend } from '../components/charts.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import '../components/network.css';

const days = 30;

/** Order states in their life order, each with its theme colour. */
const statusColours = [
  ['completed', 'rc-c1'],
  ['inService', 'rc-c2'],
  ['accepted', 'rc-c3'],
  ['toVerify', 'rc-c6'],
  ['submitted', 'rc-c4'],
  ['cancelled', 'rc-c5'],
] as const;

function OrdersCard({ d }: { d: OpsDashboard }) {
  const { t } = useTranslation('console');
  const byService = new Map<string, { label: string; values: Record<string, number> }>();
  for (const r of d.ordersByService) {
    const row = byService.get(r.serviceType) ?? { label: r.serviceName, values: {} };
    row.values[r.status] = (row.values[r.status] ?? 0) + r.count;
    byService.set(r.serviceType, row);
  }
  const rows = [...byService.entries()]
    .map(([key, r]) => ({ key, ...r, total: Object.values(r.values).reduce((n, v) => n + v, 0) }))
    .sort((a, b) => b.total - a.total);
  const segments: Legend[] = statusColours.map(([key, className]) => ({
    key,
    className,
    label: t(`dashboard.statuses.${key}`),
  }));
  const total = rows.reduce((n, r) => n + r.total, 0);
  return (
    <section className="rc-con-card rc-dash-wide" data-testid="dash-orders">
      <div className="rc-dash-head">
        <h2>{t('dashboard.ordersTitle')}</h2>
        <span className="rc-dash-figure">{t('dashboard.ordersTotal', { count: total })}</span>
      </div>
      {rows.length === 0 ? (
        <p className="rc-con-state">{t('dashboard.noData')}</p>
      ) : (
        <>
          <StackedBars
            rows={rows}
            segments={segments}
            valueLabel={(s, v) => `${t(`dashboard.statuses.${s as (typeof statusColours)[number][0]}`)} ${v}`}
          />
          <ChartLegend items={segments} />
        </>
      )}
    </section>
  );
}

function RedemptionsCard({ d }: { d: OpsDashboard }) {
  const { t } = useTranslation('console');
  const total = d.redemptionsPerDay.reduce((n, x) => n + x.count, 0);
  const avg = (total / Math.max(1, d.redemptionsPerDay.length)).toFixed(1);
  return (
    <section className="rc-con-card" data-testid="dash-redemptions">
      <div className="rc-dash-head">
        <h2>{t('dashboard.redemptionsTitle')}</h2>
        <span className="rc-dash-figure">{t('dashboard.redemptionsSummary', { total, avg })}</span>
      </div>
      {total === 0 ? (
        <p className="rc-con-state">{t('dashboard.noData')}</p>
      ) : (
        <DayBars
          days={d.redemptionsPerDay}
          barClass="rc-c1"
          title={(day, count) => t('dashboard.dayCount', { day, count })}
        />
      )}
    </section>
  );
}

/** The headline: the median over the days of each day's median arrival (a typical day), labelled as such. */
function medianOf(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? null) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

function ResponseCard({ d }: { d: OpsDashboard }) {
  const { t } = useTranslation('console');
  const r = d.rescueResponse;
  const rescues = r.reduce((n, x) => n + x.rescues, 0);
  const typical = medianOf(r.flatMap((x) => (x.arrivalMedian === null ? [] : [x.arrivalMedian])));
  const series = [
    { key: 'arrivalP90', className: 'rc-c5', dashed: true, values: r.map((x) => x.arrivalP90) },
    { key: 'arrivalMedian', className: 'rc-c1', values: r.map((x) => x.arrivalMedian) },
    { key: 'acceptP90', className: 'rc-c4', dashed: true, values: r.map((x) => x.acceptP90) },
    { key: 'acceptMedian', className: 'rc-c3', values: r.map((x) => x.acceptMedian) },
  ];
  const legend: Legend[] = series.map((s) => ({
    key: s.key,
    className: s.className,
    line: true,
    ...(s.dashed ? { dashed: true } : {}),
    label: t(`dashboard.${s.key as 'arrivalP90' | 'arrivalMedian' | 'acceptP90' | 'acceptMedian'}`),
  }));
  return (
    <section className="rc-con-card" data-testid="dash-response">
      <div className="rc-dash-head">
        <h2>{t('dashboard.responseTitle')}</h2>
        {typical !== null ? (
          <span className="rc-dash-figure">
            {t('dashboard.responseSummary', { count: rescues, median: typical.toFixed(0) })}
          </span>
        ) : null}
      </div>
      {rescues === 0 ? (
        <p className="rc-con-state">{t('dashboard.noData')}</p>
      ) : (
        <>
          <DayLines
            days={r.map((x) => x.day)}
            series={series}
            format={(v) => t('dashboard.minutes', { value: v.toFixed(1) })}
          />
          <ChartLegend items={legend} />
        </>
      )}
    </section>
  );
}

/** /console/dashboard: orders by service and state, redemptions per day, rescue response times. */
export function Page() {
  const { t } = useTranslation('console');
  const dashboard = useDashboard(days);
  return (
    <PullToRefresh onRefresh={async () => void (await dashboard.refetch())}>
      <QueryState query={dashboard}>
        {(d) => (
          <>
            <p className="rc-con-muted">{t('dashboard.lead', { days, from: d.from, to: d.to })}</p>
            <div className="rc-dash-grid">
              <OrdersCard d={d} />
              <RedemptionsCard d={d} />
              <ResponseCard d={d} />
            </div>
          </>
        )}
      </QueryState>
    </PullToRefresh>
  );
}
