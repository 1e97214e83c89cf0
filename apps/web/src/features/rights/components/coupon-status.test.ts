import { describe, expect, it } from 'vitest';
import { canGive, couponBadge, expiresWithinDays, groupCode, usesLeft } from './coupon-status.js';

const now = new Date('2026-06-15T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('coupon badge (the tabs of /rights/mycoupons)', () => {
  it.each([
    ['unused, valid now', { state: 'unused', validFrom: at(-1), validTo: at(10) }, 'usable'],
    ['unused, starts later', { state: 'unused', validFrom: at(2), validTo: at(10) }, 'notYetValid'],
    ['unused, past its end', { state: 'unused', validFrom: at(-20), validTo: at(-1) }, 'expired'],
    ['marked expired', { state: 'expired', validFrom: at(-20), validTo: at(-1) }, 'expired'],
    ['being given', { state: 'transferring', validFrom: at(-1), validTo: at(10) }, 'giving'],
    ['used up', { state: 'used', validFrom: at(-1), validTo: at(10) }, 'used'],
    ['given away', { state: 'transferred', validFrom: at(-1), validTo: at(10) }, 'transferred'],
  ] as const)('%s', (_name, coupon, badge) => {
    expect(couponBadge(coupon, now)).toBe(badge);
  });
});

describe('coupon helpers', () => {
  it('warns in the last seven days only', () => {
    expect(expiresWithinDays({ validTo: at(3.5) }, now)).toBe(3);
    expect(expiresWithinDays({ validTo: at(0.2) }, now)).toBe(0);
    expect(expiresWithinDays({ validTo: at(9) }, now)).toBeNull();
    expect(expiresWithinDays({ validTo: at(-1) }, now)).toBeNull();
  });
  it('counts uses left', () => {
    expect(usesLeft({ quantity: 4, usedCount: 1 })).toBe(3);
  });
  it('groups a code by four', () => {
    expect(groupCode('123456789012')).toBe('1234 5678 9012');
    expect(groupCode('********9012')).toBe('**** **** 9012');
  });
  it('offers giving only for an untouched transferable coupon that has not ended', () => {
    const c = { transferable: true, state: 'unused', usedCount: 0, validTo: at(5) } as const;
    expect(canGive(c, now)).toBe(true);
    expect(canGive({ ...c, usedCount: 1 }, now)).toBe(false);
    expect(canGive({ ...c, transferable: false }, now)).toBe(false);
    expect(canGive({ ...c, validTo: at(-1) }, now)).toBe(false);
  });
});
