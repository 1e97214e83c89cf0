import type { ReactNode } from 'react';
import './status-view.css';

interface StatusViewProps {
  art: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Extra content under the description (steps, hints). */
  details?: ReactNode;
}

/** A full-screen state: an illustration, a title, what happened and what to do next. */
export function StatusView({ art, title, description, details, children }: StatusViewProps) {
  return (
    <section className="rc-status" aria-live="polite">
      <div className="rc-status__art">{art}</div>
      <h1 className="rc-status__title">{title}</h1>
      {description ? <p className="rc-status__description">{description}</p> : null}
      {details}
      {children ? <div className="rc-status__actions">{children}</div> : null}
    </section>
  );
}
