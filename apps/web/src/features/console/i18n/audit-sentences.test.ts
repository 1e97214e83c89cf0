import { describe, expect, it } from 'vitest';
import { auditActions, auditObjectTypes } from '@rc/contract';
import { readableValue } from '../components/audit-entry.js';
import { consoleAuditEnUS } from './audit-en-US.js';
import { consoleAuditZhCN } from './audit-zh-CN.js';

const languages = { 'zh-CN': consoleAuditZhCN, 'en-US': consoleAuditEnUS };

/** The message at a dotted path (`news.create`), as i18next looks it up. */
function at(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

describe('the audit log’s sentences', () => {
  for (const [language, words] of Object.entries(languages)) {
    it(`has a sentence naming who acted for every event code the server writes (${language})`, () => {
      const missing = auditActions.filter((action) => {
        const sentence = at(words.audit.events, action);
        return typeof sentence !== 'string' || !sentence.includes('{{who}}');
      });
      expect(missing).toEqual([]);
    });

    it(`names every object kind of the filter (${language})`, () => {
      expect(auditObjectTypes.filter((o) => !words.audit.objects[o])).toEqual([]);
    });
  }
});

describe('a change’s values as a person reads them', () => {
  const words = { yes: '是', no: '否', empty: '（空）' };
  it('reads yes/no, empty, HTML as text and lists, never JSON', () => {
    expect(readableValue(true, words, 'zh-CN')).toBe('是');
    expect(readableValue('', words, 'zh-CN')).toBe('（空）');
    expect(readableValue('<p>春节 <b>救援</b></p>', words, 'zh-CN')).toBe('春节 救援');
    expect(readableValue(['a', 2], words, 'zh-CN')).toBe('a、2');
    expect(readableValue({ rescuer: 'R-1' }, words, 'zh-CN')).toBe('rescuer: R-1');
  });

  it('shows an instant in the console’s language', () => {
    expect(readableValue('2026-03-01T16:01:00.000Z', words, 'en-US')).not.toContain('T16');
  });
});
