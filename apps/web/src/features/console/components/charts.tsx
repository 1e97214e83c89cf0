import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The dashboards' charts as plain SVG (no chart library: three chart shapes do
 * not pay for one). Each chart draws at its container's real width, so text
 * stays crisp and readable from a phone to a desktop; colours come from the
 * theme's variables through CSS classes.
 */

function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}

/** Round axis steps: 1, 2, 5 × 10ⁿ, about four lines. */
export function niceTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = 0; v <= max + step * 0.001; v += step) ticks.push(Math.round(v * 1000) / 1000);
  if ((ticks[ticks.length - 1] ?? 0) < max) ticks.push((ticks[ticks.length - 1] ?? 0) + step);
  return ticks;
}

const shortDay = (iso: string) => iso.slice(5).replace('-', '/');

export interface Legend {
  key: string;
  label: string;
  className: string;
  /** Drawn as a line (a line chart's series) rather than a swatch. */
  line?: boolean;
  dashed?: boolean;
}

export function ChartLegend({ items }: { items: Legend[] }) {
  return (
    <ul className="rc-chart-legend">
      {items.map((i) => (
        <li key={i.key}>
          <i
            className={`${i.className}${i.dashed ? ' is-dashed' : i.line ? ' is-line' : ''}`}
            aria-hidden="true"
          />
          {i.label}
        </li>
      ))}
    </ul>
  );
}

/** One horizontal bar per row, split into coloured segments (orders of a service by state). */
export function StackedBars({
  rows,
  segments,
  valueLabel,
}: {
  rows: { key: string; label: string; values: Record<string, number> }[];
  segments: Legend[];
  valueLabel: (segment: string, value: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const labelW = Math.min(120, Math.max(72, width * 0.28));
  const barH = 22;
  const gap = 14;
  const totals = rows.map((r) => segments.reduce((n, s) => n + (r.values[s.key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const plotW = Math.max(40, width - labelW - 44);
  const height = rows.length * (barH + gap);
  return (
    <div ref={ref} className="rc-chart">
      {width > 0 ? (
        <svg width={width} height={height} role="img" data-testid="chart-orders">
          {rows.map((r, i) => {
            let x = labelW;
            const y = i * (barH + gap) + gap / 2;
            return (
              <g key={r.key}>
                <text x={labelW - 8} y={y + barH / 2 + 4} textAnchor="end" className="rc-chart-label">
                  {r.label}
                </text>
                {segments.map((s) => {
                  const v = r.values[s.key] ?? 0;
                  if (v === 0) return null;
                  const w = (v / max) * plotW;
                  const rect = (
                    <rect
                      key={s.key}
                      x={x}
                      y={y}
                      width={Math.max(1, w - 1)}
                      height={barH}
                      rx={3}
                      className={s.className}
                    >
                      <title>{`${r.label} · ${valueLabel(s.key, v)}`}</title>
                    </rect>
                  );
                  x += w;
                  return rect;
                })}
                <text x={x + 6} y={y + barH / 2 + 4} className="rc-chart-value">
                  {totals[i]}
                </text>
              </g>
            );
          })}
        </svg>
      ) : null}
    </div>
  );
}

function Axis({
  ticks,
  y,
  left,
  right,
  format,
}: {
  ticks: number[];
  y: (v: number) => number;
  left: number;
  right: number;
  format?: (v: number) => string;
}) {
  return (
    <g>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={left} x2={right} y1={y(v)} y2={y(v)} className="rc-chart-grid" />
          <text x={left - 6} y={y(v) + 4} textAnchor="end" className="rc-chart-axis">
            {format ? format(v) : v}
          </text>
        </g>
      ))}
    </g>
  );
}

function DayLabels({ days, x, y }: { days: string[]; x: (i: number) => number; y: number }): ReactNode {
  const every = days.length > 20 ? 5 : days.length > 10 ? 2 : 1;
  return days.map((d, i) =>
    (days.length - 1 - i) % every === 0 ? (
      <text key={d} x={x(i)} y={y} textAnchor="middle" className="rc-chart-axis">
        {shortDay(d)}
      </text>
    ) : null,
  );
}

const pad = { top: 12, right: 22, bottom: 26, left: 36 };

/** A bar per day (redemptions per day). */
export function DayBars({
  days,
  barClass,
  title,
}: {
  days: { day: string; count: number }[];
  barClass: string;
  title: (day: string, count: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const height = 200;
  const ticks = niceTicks(Math.max(0, ...days.map((d) => d.count)));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotW = Math.max(10, width - pad.left - pad.right);
  const slot = plotW / Math.max(1, days.length);
  const y = (v: number) => pad.top + (1 - v / top) * (height - pad.top - pad.bottom);
  const x = (i: number) => pad.left + slot * i + slot / 2;
  return (
    <div ref={ref} className="rc-chart">
      {width > 0 ? (
        <svg width={width} height={height} role="img" data-testid="chart-redemptions">
          <Axis ticks={ticks} y={y} left={pad.left} right={width - pad.right} />
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={x(i) - slot * 0.34}
              y={y(d.count)}
              width={slot * 0.68}
              height={Math.max(0, y(0) - y(d.count))}
              rx={2}
              className={barClass}
            >
              <title>{title(d.day, d.count)}</title>
            </rect>
          ))}
          <DayLabels days={days.map((d) => d.day)} x={x} y={height - 8} />
        </svg>
      ) : null}
    </div>
  );
}

export interface LineSeries {
  key: string;
  className: string;
  dashed?: boolean;
  values: (number | null)[];
}

/** Lines over days, with gaps where a day has no value (rescue response times). */
export function DayLines({
  days,
  series,
  format,
}: {
  days: string[];
  series: LineSeries[];
  format: (v: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const height = 220;
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const ticks = niceTicks(Math.max(0, ...all));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotW = Math.max(10, width - pad.left - pad.right);
  const step = plotW / Math.max(1, days.length - 1);
  const x = (i: number) => pad.left + step * i;
  const y = (v: number) => pad.top + (1 - v / top) * (height - pad.top - pad.bottom);
  const path = (values: (number | null)[]) => {
    let d = '';
    let pen = false;
    values.forEach((v, i) => {
      if (v === null) {
        pen = false;
        return;
      }
      d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
      pen = true;
    });
    return d;
  };
  return (
    <div ref={ref} className="rc-chart">
      {width > 0 ? (
        <svg width={width} height={height} role="img" data-testid="chart-response">
          <Axis ticks={ticks} y={y} left={pad.left} right={width - pad.right} />
          {series.map((s) => (
            <g key={s.key} className={s.className}>
              <path
                d={path(s.values)}
                fill="none"
                strokeWidth={2}
                strokeDasharray={s.dashed ? '5 4' : undefined}
              />
              {s.values.map((v, i) =>
                v === null ? null : (
                  <circle key={days[i]} cx={x(i)} cy={y(v)} r={2.5}>
                    <title>{`${days[i] ?? ''} · ${format(v)}`}</title>
                  </circle>
                ),
              )}
            </g>
          ))}
          <DayLabels days={days} x={x} y={height - 8} />
        </svg>
      ) : null}
    </div>
  );
}
