import { describe, expect, it } from 'vitest';
import { dedupeBy, flattenPages, nextPageNumber } from './paging.js';

const page = (n: number, total: number) => ({ list: Array.from({ length: n }, (_, i) => i), total });

describe('spec 4: lists', () => {
  it.each([
    ['nothing loaded yet: page 1', [], 1],
    ['10 of 25 loaded: page 2', [page(10, 25)], 2],
    ['20 of 25 loaded: page 3', [page(10, 25), page(10, 25)], 3],
    ['"finished when the loaded count reaches the total"', [page(10, 20), page(10, 20)], undefined],
    ['"or a page is empty", even below the total', [page(10, 30), page(0, 30)], undefined],
    ['a total of 0', [page(0, 0)], undefined],
  ])('%s', (_, pages, expected) => {
    expect(nextPageNumber(pages)).toBe(expected);
  });

  it('"page 1 replaces, later pages append"', () => {
    expect(
      flattenPages([
        { list: ['a', 'b'], total: 3 },
        { list: ['c'], total: 3 },
      ]),
    ).toEqual(['a', 'b', 'c']);
    expect(flattenPages([{ list: ['x'], total: 1 }])).toEqual(['x']);
  });

  it('"the shop list dedupes by snCode"', () => {
    const shops = [{ snCode: 'A' }, { snCode: 'B' }, { snCode: 'A' }];
    expect(dedupeBy(shops, (s) => s.snCode)).toEqual([{ snCode: 'A' }, { snCode: 'B' }]);
  });
});
