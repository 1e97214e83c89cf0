import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { OrderStatus, OrderStatusEvent } from '@rc/contract';
import { ServiceGlyph } from './service-glyph.js';
import { StatusTag } from './status-tag.js';
import { StatusTimeline } from './status-timeline.js';
import './order.css';

// The pieces the order screens (detail, form order, consultation, codes, forms) draw alike.

/** While the order loads. */
export function OrderLoading() {
  return (
    <div className="rc-order-page rc-order-page--center">
      <DotLoading color="primary" />
    </div>
  );
}

/** The top of an order's screen: the service's glyph, its name and the status tag, coloured by status. */
export function OrderHero({
  serviceType,
  title,
  status,
}: {
  serviceType: string;
  title: string;
  status: OrderStatus;
}) {
  return (
    <section className={`rc-order-hero rc-order-hero--${status}`}>
      <ServiceGlyph serviceType={serviceType} />
      <div>
        <h1 className="rc-order-hero__title">{title}</h1>
        <StatusTag status={status} />
      </div>
    </section>
  );
}

/** A fact row, or `false` where the order has nothing to say (the row is left out). */
export type OrderFact = readonly [label: string, value: string] | false;

/** The order's facts as label and value rows. */
export function OrderFacts({ rows }: { rows: readonly OrderFact[] }) {
  return (
    <section className="rc-order-section">
      <dl className="rc-order-facts">
        {rows.map((row) =>
          row ? (
            <div key={row[0]}>
              <dt>{row[0]}</dt>
              <dd>{row[1]}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}

/** The order's progress: its history as a timeline, under a title where the screen has one. */
export function OrderProgress({
  history,
  title,
  className = 'rc-order-section',
}: {
  history: OrderStatusEvent[];
  title?: string;
  className?: string;
}) {
  return (
    <section className={className}>
      {title ? <h2 className="rc-order-section__title">{title}</h2> : null}
      <StatusTimeline history={history} />
    </section>
  );
}
