/**
 * The list rules of spec section 4, as pure functions:
 * - page 1 replaces, later pages append;
 * - a list is finished when the loaded count reaches the total or a page is empty;
 * - the shop list dedupes by snCode and is finished when noMoreData is true.
 */
export interface Page<T> {
  list: T[];
  total: number;
}

/** The page to load after these, or undefined when the list is finished. */
export function nextPageNumber<T>(pages: readonly Page<T>[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last) return 1;
  if (last.list.length === 0) return undefined;
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return loaded >= last.total ? undefined : pages.length + 1;
}

/** The items shown: pages in order (page 1 first, so a refreshed page 1 replaces the old list). */
export function flattenPages<T>(pages: readonly Page<T>[]): T[] {
  return pages.flatMap((p) => p.list);
}

/** Shops: appended pages may repeat a shop already shown; the first occurrence wins. */
export function dedupeBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
