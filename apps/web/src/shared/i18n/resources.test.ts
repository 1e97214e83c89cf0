import { describe, expect, it } from 'vitest';
import { zhCN } from './zh-CN.js';
import { enUS } from './en-US.js';
import { agreementZhCN } from './agreement/zh-CN.js';
import { agreementEnUS } from './agreement/en-US.js';
import { detectLanguage, normaliseLanguage } from './language.js';

function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keyPaths(v as object, `${prefix}${k}.`),
  );
}

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
}

describe('message catalogues', () => {
  it('zh-CN and en-US have identical key sets', () => {
    expect(keyPaths(enUS).sort()).toEqual(keyPaths(zhCN).sort());
  });

  it('the agreement texts have identical key sets in both languages', () => {
    expect(keyPaths(agreementEnUS).sort()).toEqual(keyPaths(agreementZhCN).sort());
  });

  it('has no empty message in either language', () => {
    for (const tree of [zhCN, enUS, agreementZhCN, agreementEnUS]) {
      expect(leaves(tree).filter((s) => s.trim() === '')).toEqual([]);
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const zh = new Map(keyPaths(zhCN).map((k, i) => [k, leaves(zhCN)[i] ?? '']));
    const en = new Map(keyPaths(enUS).map((k, i) => [k, leaves(enUS)[i] ?? '']));
    for (const [k, v] of zh) expect(vars(en.get(k) ?? ''), k).toEqual(vars(v));
  });
});

describe('language choice: ?lang=, then the stored choice, then the browser', () => {
  it.each([
    [{ query: 'en', stored: 'zh-CN', navigatorLanguages: ['zh-CN'] }, 'en-US'],
    [{ query: null, stored: 'en-US', navigatorLanguages: ['zh-CN'] }, 'en-US'],
    [{ query: 'fr', stored: null, navigatorLanguages: ['fr-FR', 'en-GB'] }, 'en-US'],
    [{ query: null, stored: null, navigatorLanguages: ['de-DE'] }, 'zh-CN'],
    [{}, 'zh-CN'],
  ])('%o → %s', (sources, expected) => {
    expect(detectLanguage(sources)).toBe(expected);
  });

  it('normalises the usual spellings', () => {
    expect(normaliseLanguage('EN_us')).toBe('en-US');
    expect(normaliseLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(normaliseLanguage('')).toBeNull();
  });
});
