import { describe, expect, it } from 'vitest';
import { localize, messages, normaliseStatus, pickLocale, Status, statusCatalogue } from './status.js';

describe('normaliseStatus (spec 8: numeric strings are converted to numbers)', () => {
  it.each([
    ['-4', -4],
    ['0', 0],
    [' -100 ', -100],
    [-2, -2],
    [-5, -5],
    [0, 0],
  ] as const)('%j is %d', (raw, expected) => {
    expect(normaliseStatus(raw)).toBe(expected);
  });

  it.each([['unknown'], ['-7'], [7], [''], ['  '], ['0x0'], [null], [undefined], [{}], [Number.NaN]])(
    '%j counts as a server fault (-1)',
    (raw) => {
      expect(normaliseStatus(raw)).toBe(Status.serverFault);
    },
  );
});

describe('status catalogue', () => {
  const entries = Object.entries(statusCatalogue);

  it('has an entry for every status and each entry carries its own code', () => {
    expect(entries.map(([k]) => Number(k)).sort((a, b) => a - b)).toEqual(
      Object.values(Status).sort((a, b) => a - b),
    );
    for (const [key, entry] of entries) expect(entry.code).toBe(Number(key));
  });

  it.each(entries)('status %s has its words in both languages, or shows statusText', (_, entry) => {
    if (entry.message === null) {
      expect(['success', 'toast', 'keepOnScreen', 'expireSession']).toContain(entry.behaviour);
      return;
    }
    expect(entry.message['zh-CN'].trim()).not.toBe('');
    expect(entry.message['en-US'].trim()).not.toBe('');
  });

  it('says what spec 8 says for -1 and -100', () => {
    expect(statusCatalogue[Status.serverFault]).toMatchObject({
      behaviour: 'toastAndRaiseFeedback',
      http: 500,
      message: { 'zh-CN': '服务器调皮了，请稍后重试' },
    });
    expect(statusCatalogue[Status.busy]).toMatchObject({
      behaviour: 'toastAndRaiseFeedback',
      http: 429,
      message: { 'zh-CN': '系统繁忙，请稍后重试' },
    });
    expect(statusCatalogue[Status.sessionInvalid].behaviour).toBe('expireSession');
  });

  it.each(Object.entries(messages))('message %s has both languages with the same placeholders', (_, text) => {
    expect(text['zh-CN'].trim()).not.toBe('');
    expect(text['en-US'].trim()).not.toBe('');
    const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(vars(text['en-US'])).toEqual(vars(text['zh-CN']));
  });
});

describe('localize and pickLocale', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(localize(messages.invalidField, 'en-US', { field: 'Mobile' })).toBe('Mobile is invalid');
    expect(localize(messages.invalidField, 'zh-CN')).toBe('{field}填写有误');
  });

  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US,en;q=0.9', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
  ] as const)('%j picks %s', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});
