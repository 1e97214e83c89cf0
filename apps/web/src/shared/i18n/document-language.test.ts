import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.js';

/** Waits for the mutation records of what `change` does to <html lang>. */
async function langWritesDuring(change: () => Promise<unknown>): Promise<MutationRecord[]> {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  await change();
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records;
}

describe("the page's language attribute", () => {
  it('is not written again when the language stays the same: a write restyles the whole page (issue 23)', async () => {
    const current = i18n.language;
    expect(document.documentElement.lang).toBe(current);
    expect(await langWritesDuring(() => i18n.changeLanguage(current))).toEqual([]);
  });

  it('follows a change of language', async () => {
    const current = i18n.language;
    const other = current === 'en-US' ? 'zh-CN' : 'en-US';
    try {
      expect(await langWritesDuring(() => i18n.changeLanguage(other))).toHaveLength(1);
      expect(document.documentElement.lang).toBe(other);
    } finally {
      await i18n.changeLanguage(current);
    }
    expect(document.documentElement.lang).toBe(current);
  });
});
