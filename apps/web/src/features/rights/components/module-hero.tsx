import type { ReactNode } from 'react';
import { RightIcon } from '../../../shared/rights/right-tiles.js';

/** The header of a rights screen: the theme's hero gradient, an icon, a title and a line under it. */
export function ModuleHero({
  icon,
  title,
  hint,
  children,
}: {
  icon: string;
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <header className="rc-rights-hero">
      <div className="rc-rights-hero__text">
        <h2 className="rc-rights-hero__title">{title}</h2>
        {hint ? <p className="rc-rights-hero__hint">{hint}</p> : null}
        {children}
      </div>
      <RightIcon icon={icon} size={56} />
    </header>
  );
}
