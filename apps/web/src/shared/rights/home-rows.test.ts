import { describe, expect, it } from 'vitest';
import { homeRows, stripWidthRatio } from './home-rows.js';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);
const sizes = (n: number, vip: boolean) => homeRows(items(n), vip).map((r) => r.length);

describe('spec 5: home rights layout', () => {
  it.each([
    // "with VIP rights, the first row holds 7 and the second up to 15"
    [3, true, [3]],
    [7, true, [7]],
    [8, true, [7, 1]],
    [22, true, [7, 15]],
    [23, true, [7, 15, 1]],
    [40, true, [7, 15, 18]],
    // "without VIP rights, 8 and 16"
    [0, false, []],
    [8, false, [8]],
    [9, false, [8, 1]],
    [24, false, [8, 16]],
    // "the third row holds the rest"
    [25, false, [8, 16, 1]],
    [30, false, [8, 16, 6]],
  ])('%i items, VIP rights %s → rows %j', (n, vip, expected) => {
    expect(sizes(n, vip)).toEqual(expected);
  });

  it('keeps the order of the items', () => {
    expect(homeRows(items(10), true).flat()).toEqual(items(10));
  });
});

describe('spec 5: "More than 4 items make the strip wider (6/5 of the width)"', () => {
  it.each([
    [0, 1],
    [1, 1],
    [4, 1],
    [5, 1.2],
    [12, 1.2],
  ])('%i items → %f', (n, ratio) => {
    expect(stripWidthRatio(n)).toBeCloseTo(ratio);
  });
});
