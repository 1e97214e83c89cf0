import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { rollIntervalMs, useNewsList } from '../news/news-list.js';
import './news-roller.css';
import { pathTo } from '../routing/paths.js';

export interface NewsRollerProps {
  /** The badge before the headlines ("头条" / "News"), from the caller's messages. */
  label: string;
  className?: string;
}

/**
 * The home ticker (spec 3, 9): one headline at a time, the next after rollRate
 * seconds (× 1000 ms, as the server says); a tap opens /active/newdetail/:id.
 * Renders nothing when there is no news.
 */
export function NewsRoller({ label, className }: NewsRollerProps) {
  const navigate = useNavigate();
  const { data } = useNewsList();
  const items = data?.newsList ?? [];
  const interval = data ? rollIntervalMs(data.rollRate) : 0;
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (items.length < 2 || interval <= 0) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % items.length), interval);
    return () => window.clearInterval(timer);
  }, [items.length, interval]);

  if (items.length === 0) return null;
  const current = index % items.length;
  return (
    <section
      className={className ? `rc-news-roller ${className}` : 'rc-news-roller'}
      aria-label={label}
      data-testid="news-roller"
      data-roll-ms={interval}
    >
      <span className="rc-news-roller__label">{label}</span>
      <div className="rc-news-roller__window" aria-live="polite">
        <ul className="rc-news-roller__track" style={{ transform: `translateY(${String(-44 * current)}px)` }}>
          {items.map((n, i) => (
            <li key={n.id} className="rc-news-roller__item" aria-hidden={i !== current}>
              <button
                type="button"
                className="rc-news-roller__link"
                tabIndex={i === current ? 0 : -1}
                data-current={i === current ? 'true' : undefined}
                onClick={() => void navigate(pathTo('/active/newdetail/:id', { params: { id: n.id } }))}
              >
                {n.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
