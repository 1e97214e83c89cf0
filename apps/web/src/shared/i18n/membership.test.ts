import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n.js';
import { membershipName } from './membership.js';

describe('membership level names (issue 19, point 9)', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('says 金卡 and 钻石卡 in English, by code or by the Chinese name', async () => {
    await i18n.changeLanguage('en-US');
    expect(membershipName('金卡', 'G')).toBe('Gold card');
    expect(membershipName('钻石卡')).toBe('Diamond card');
    expect(membershipName('白金卡', 'P')).toBe('白金卡');
  });

  it('keeps the Chinese names in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(membershipName('金卡', 'G')).toBe('金卡');
  });
});
