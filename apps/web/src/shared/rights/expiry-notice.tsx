import { useState } from 'react';
import { RightIcon } from './right-tiles.js';
import './right-tiles.css';

export interface ExpiryTip {
  id: string;
  title: string;
  content: string;
  level: 'info' | 'warning';
}

/**
 * The notices of rightsTips: operators' tips first, then the reminders of
 * rights expiring within 30 days; the first one shown, the rest behind a tap.
 */
export function ExpiryNotice({
  tips,
  title,
  moreLabel,
}: {
  tips: ExpiryTip[];
  title: string;
  moreLabel: (n: number) => string;
}) {
  const [open, setOpen] = useState(false);
  const first = tips[0];
  if (!first) return null;
  const rest = tips.slice(1);
  const warning = tips.some((t) => t.level === 'warning');
  return (
    <section
      className={`rc-expiry${warning ? ' rc-expiry--warning' : ''}`}
      aria-label={title}
      data-testid="expiry-notice"
    >
      <RightIcon icon="common#clock" size={28} />
      <div className="rc-expiry__body">
        {/* An operator's tip (ops/tips) brings its own title; a reminder without one takes the screen's. */}
        <strong className="rc-expiry__title">{first.title || title}</strong>
        <p className="rc-expiry__text">{first.content}</p>
        {open
          ? rest.map((t) => (
              <p key={t.id} className="rc-expiry__text">
                {t.title && t.title !== first.title ? <strong>{t.title} </strong> : null}
                {t.content}
              </p>
            ))
          : null}
      </div>
      {rest.length > 0 && !open ? (
        <button type="button" className="rc-expiry__more" onClick={() => setOpen(true)}>
          {moreLabel(rest.length)}
        </button>
      ) : null}
    </section>
  );
}
