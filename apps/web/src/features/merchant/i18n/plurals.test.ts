import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.js';
import './register.js';

/** English counts in the merchant screens (issue 19, point 9): "1 day", never "1 days" or "use(s)". */
// Keys from the table of this test, not literals the typed `t` can check.
const t = i18n.t.bind(i18n) as (key: string, values: Record<string, unknown>) => string;

describe('plurals of the merchant words', () => {
  beforeAll(() => i18n.changeLanguage('en-US'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it.each([
    ['merchant:confirm.confirm', {}, 'Redeem 1 use', 'Redeem 3 uses'],
    ['merchant:order.redeemed', {}, '1 use redeemed', '3 uses redeemed'],
  ])('%s', (key, values, one, three) => {
    expect(t(key, { ...values, count: 1 })).toBe(one);
    expect(t(key, { ...values, count: 3 })).toBe(three);
  });
});
