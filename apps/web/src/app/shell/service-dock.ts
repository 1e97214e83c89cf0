/**
 * Where the floating customer-service button docks on the right edge (issue 19,
 * point 8): it never covers a control. Given the vertical extents of the
 * controls and bars in the edge strip it would occupy, the free place nearest to
 * where it prefers to be, or null when the strip has no room (it then hides).
 */
export interface Span {
  top: number;
  bottom: number;
}

/** The controls a finger taps, and the fixed bars it must stay off. */
export const dockObstacles =
  'a, button, input, select, textarea, label, [role="button"], [role="tab"], [role="switch"], .adm-list-item, ' +
  '.rc-navbar, .rc-tabbar, .rc-bottom-bar, .rc-transfer-bar, .rc-care-bar, .rc-rescue-submit, .rc-order-fab, .rc-feedback';

export function dockTop(
  obstacles: readonly Span[],
  view: Span,
  preferred: number,
  size: number,
): number | null {
  const gap = 4;
  const blocked = obstacles
    .map((o) => ({ top: o.top - gap, bottom: o.bottom + gap }))
    .filter((o) => o.bottom > view.top && o.top < view.bottom)
    .sort((a, b) => a.top - b.top);
  // The free gaps between the obstacles, within the view.
  const free: Span[] = [];
  let from = view.top;
  for (const o of blocked) {
    if (o.top - from >= size) free.push({ top: from, bottom: o.top });
    from = Math.max(from, o.bottom);
  }
  if (view.bottom - from >= size) free.push({ top: from, bottom: view.bottom });
  let best: number | null = null;
  for (const f of free) {
    const top = Math.min(Math.max(preferred, f.top), f.bottom - size);
    if (best === null || Math.abs(top - preferred) < Math.abs(best - preferred)) best = top;
  }
  return best;
}
