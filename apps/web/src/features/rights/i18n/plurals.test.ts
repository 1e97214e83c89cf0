import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.js';
import './register.js';
import './coupons-register.js';

/** English counts in the rights screens (issue 19, point 9): "1 day", never "1 days" or "use(s)". */
// Keys from the table of this test, not literals the typed `t` can check.
const t = i18n.t.bind(i18n) as (key: string, values: Record<string, unknown>) => string;

describe('plurals of the rights words', () => {
  beforeAll(() => i18n.changeLanguage('en-US'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it.each([
    ['coupons:card.expiresSoon', {}, 'Expires in 1 day', 'Expires in 3 days'],
    ['coupons:card.usesLeft', { left: 1 }, '1/1 use left', '1/3 uses left'],
    ['coupons:accept.done', {}, 'Accepted: 1 coupon', 'Accepted: 3 coupons'],
    [
      'rights:expiry.count',
      {},
      '1 of your rights expires within 30 days',
      '3 of your rights expire within 30 days',
    ],
    ['rights:vip.isVip', {}, '1 exclusive right is yours', '3 exclusive rights are yours'],
  ])('%s', (key, values, one, three) => {
    expect(t(key, { ...values, count: 1 })).toBe(one);
    expect(t(key, { ...values, count: 3 })).toBe(three);
  });
});
