import type { Messages } from './zh-CN.js';

type Titles = Messages['titles'];

/** A screen title's message key: `titles.<area>.<route>`. */
export type TitleKey = {
  [A in keyof Titles]: `titles.${A & string}.${keyof Titles[A] & string}`;
}[keyof Titles];

export function titleKey<A extends keyof Titles>(area: A, name: keyof Titles[A] & string): TitleKey {
  return `titles.${area}.${name}` as TitleKey;
}

/**
 * The title key of the screen at an app path (`/order/checkDetail/42` → `titles.order.checkDetail`),
 * so a customer is shown the screen's name, never its path; null when the path names no screen.
 */
export function titleKeyOfPath(pathname: string, has: (key: string) => boolean): TitleKey | null {
  const [, area, screen] = pathname.split('/');
  if (!area || !screen) return null;
  const key = `titles.${area}.${screen}`;
  return has(key) ? (key as TitleKey) : null;
}
