import type { Messages } from './zh-CN.js';

type Titles = Messages['titles'];

/** A screen title's message key: `titles.<area>.<route>`. */
export type TitleKey = {
  [A in keyof Titles]: `titles.${A & string}.${keyof Titles[A] & string}`;
}[keyof Titles];

export function titleKey<A extends keyof Titles>(area: A, name: keyof Titles[A] & string): TitleKey {
  return `titles.${area}.${name}` as TitleKey;
}
