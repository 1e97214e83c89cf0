import { describe, expect, it } from 'vitest';
import { chinaInputOf, instantOfChinaInput } from './china-time.js';

describe('China-time fields', () => {
  it('reads and writes China time whatever the browser zone', () => {
    expect(instantOfChinaInput('2026-12-01 09:30')).toBe('2026-12-01T01:30:00.000Z');
    expect(chinaInputOf('2026-12-01T01:30:00.000Z')).toBe('2026-12-01 09:30');
    expect(chinaInputOf('2026-11-30T16:00:00.000Z')).toBe('2026-12-01 00:00');
  });
  it('refuses what is not a real date and time', () => {
    for (const bad of [
      '',
      '2026-02-30 10:00',
      '2026-13-01 10:00',
      '2026-12-01 24:00',
      '12/01/2026 09:30',
      '2026-12-01',
    ])
      expect(instantOfChinaInput(bad), bad).toBeNull();
  });
  it('takes a day alone where the field is a day (its start in China), and writes one back', () => {
    expect(instantOfChinaInput('2026-12-01', { dayAlone: true })).toBe('2026-11-30T16:00:00.000Z');
    expect(instantOfChinaInput('2026-02-30', { dayAlone: true })).toBeNull();
    expect(chinaInputOf(new Date('2026-11-30T16:00:00.000Z'), false)).toBe('2026-12-01');
  });
});
