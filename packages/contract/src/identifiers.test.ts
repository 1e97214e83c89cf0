import { describe, expect, it } from 'vitest';
import { isMobile, isUuid } from './identifiers.js';

describe('identifier shapes', () => {
  it('takes 11 digits starting with 1 as a mobile, and nothing else', () => {
    expect(isMobile('13812341234')).toBe(true);
    expect(isMobile('10000000000')).toBe(true);
    for (const bad of ['1381234123', '138123412345', '23812341234', '1381234123a', ' 13812341234']) {
      expect(isMobile(bad), bad).toBe(false);
    }
  });

  it('takes only a UUID as a row id (36 dashes or hex digits in the wrong places are not one)', () => {
    expect(isUuid('0b3c5e0e-6f1a-4c7e-9a43-1f2d3c4b5a69')).toBe(true);
    expect(isUuid('0B3C5E0E-6F1A-4C7E-9A43-1F2D3C4B5A69')).toBe(true);
    for (const bad of [
      '-'.repeat(36),
      'a'.repeat(36),
      '0b3c5e0e6f1a4c7e9a431f2d3c4b5a69',
      'RS202611270001',
    ]) {
      expect(isUuid(bad), bad).toBe(false);
    }
  });
});
