import { describe, expect, it } from 'vitest';
import { rootFontSize } from '../shared/browser/root-font-size.js';
import { themeFor } from './document-effects.js';

describe('spec 4: "Vip flag 0 uses the ordinary stylesheet and images; otherwise the VIP set."', () => {
  it.each([
    ['0', 'ordinary'],
    ['1', 'vip'],
    ['2', 'vip'],
    [null, 'ordinary'], // nobody logged in yet
  ] as const)('%s → %s', (flag, theme) => {
    expect(themeFor(flag)).toBe(theme);
  });
});

describe('spec 2/9: root font size is width / 10, capped at 50 px', () => {
  it.each([
    [320, 32],
    [375, 37.5],
    [414, 41.4],
    [500, 50],
    [1024, 50],
  ])('%i px wide → %s px', (width, size) => {
    expect(rootFontSize(width)).toBeCloseTo(size);
  });
});
