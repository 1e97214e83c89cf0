import { describe, expect, it } from 'vitest';
import { couponUse } from './coupon-use.js';

const now = new Date('2026-06-15T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const usable = {
  id: 'C1',
  state: 'unused',
  validFrom: at(-1),
  validTo: at(10),
  quantity: 2,
  usedCount: 0,
} as const;

describe('what a coupon detail offers (issue 19)', () => {
  it.each([
    ['home cleaning: book with it preselected', '21', { kind: 'book', to: '/order/homeclean?couponId=C1' }],
    ['rescue: the rescue request', '1', { kind: 'book', to: '/rescue/application?couponId=C1' }],
    ['car wash: a store', '9', { kind: 'book', to: '/order/choiceStore?serviceType=9&couponId=C1' }],
    ['paint: the paint landing', '11', { kind: 'book', to: '/order/paintrepair?couponId=C1' }],
    ['designated driver', '6', { kind: 'book', to: '/order/replaceDrive?couponId=C1' }],
    [
      'health card: the application',
      '23',
      { kind: 'book', to: '/order/healthInsurancePaymentCard?apply=1&couponId=C1' },
    ],
    ['AI assessment: its screen', '51', { kind: 'screen', to: '/rights/aiassess' }],
    ['airport lounge: the code', '41', { kind: 'code' }],
    ['fuel offer: the partner page', '18', { kind: 'partner' }],
    ['a type the table does not know: the code', '999', { kind: 'code' }],
  ] as const)('%s', (_name, serviceType, expected) => {
    expect(couponUse({ ...usable, serviceType }, now)).toEqual(expected);
  });

  it.each([
    [
      'not yet valid, from when',
      { validFrom: at(2) },
      { kind: 'blocked', reason: 'notYetValid', date: at(2) },
    ],
    [
      'past its end, since when',
      { validFrom: at(-20), validTo: at(-1) },
      { kind: 'blocked', reason: 'expired', date: at(-1) },
    ],
    [
      'marked expired',
      { state: 'expired', validTo: at(-1) },
      { kind: 'blocked', reason: 'expired', date: at(-1) },
    ],
    ['being given to a friend', { state: 'transferring' }, { kind: 'blocked', reason: 'giving' }],
    ['given away', { state: 'transferred' }, { kind: 'blocked', reason: 'transferred' }],
    ['used', { state: 'used', usedCount: 2 }, { kind: 'blocked', reason: 'used' }],
    ['unused but no use left', { usedCount: 2 }, { kind: 'blocked', reason: 'used' }],
  ] as const)('%s: says why it cannot be used', (_name, change, expected) => {
    expect(couponUse({ ...usable, serviceType: '21', ...change }, now)).toEqual(expected);
  });
});
