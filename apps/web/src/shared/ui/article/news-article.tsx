import { SafeHtml } from './safe-html.js';
import './article.css';

/**
 * A news article as the customer's phone shows it (/active/newdetail/:id): title, source and time,
 * the body. The console's phone preview renders this same component in a 375-px frame, so what
 * an editor previews is what customers get (decision 053). The words come from the caller's area.
 */
export function NewsArticle({
  title,
  sourceLabel,
  timeLabel,
  html,
}: {
  title: string;
  /** "来源：…", or null with no source. */
  sourceLabel: string | null;
  timeLabel: string;
  html: string;
}) {
  return (
    <article className="rc-article" data-testid="news-detail">
      <h1 className="rc-article__title">{title}</h1>
      <div className="rc-article__meta">
        {sourceLabel ? <span>{sourceLabel}</span> : null}
        <span>{timeLabel}</span>
      </div>
      <SafeHtml className="rc-article__body" html={html} />
    </article>
  );
}
