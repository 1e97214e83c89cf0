import { describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart } from './china-time.js';

describe('China calendar days (UTC+8)', () => {
  it('names the day China lives, not UTC', () => {
    expect(chinaDay(new Date('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
    expect(chinaDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('starts a day at China midnight, moved by whole days', () => {
    expect(chinaDayStart('2026-03-02').toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(chinaDayStart('2026-03-02', 1).toISOString()).toBe('2026-03-02T16:00:00.000Z');
    expect(chinaDayStart('2026-03-02', -1).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(chinaDay(chinaDayStart('2026-12-31'))).toBe('2026-12-31');
  });
});
