import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { myCoupons, normalRights } from '@rc/contract/refs';
import { invalidateReads, queryKeyOf } from './query-keys.js';

const here = dirname(fileURLToPath(import.meta.url));
const webSrc = resolve(here, '../..');
const refNames = new Set(
  [
    ...readFileSync(resolve(webSrc, '../../../packages/contract/src/generated/refs.ts'), 'utf8').matchAll(
      /export const (\w+)/g,
    ),
  ].map((m) => m[1] ?? ''),
);

const sources = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ file: f, text: readFileSync(join(webSrc, f), 'utf8') }));

/** Calls that change what the cache holds for a key (not a read). */
const writeCall =
  /\b(invalidateQueries|setQueryData|removeQueries|refetchQueries|cancelQueries|resetQueries|invalidateReads)\(/g;

/** The text of a call's arguments (balanced parentheses). */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** Named lists of endpoint refs (`export const couponReads = [a, b] as const`), by name. */
function familiesIn(texts: readonly string[]): Map<string, string[]> {
  const families = new Map<string, string[]>();
  for (const text of texts) {
    for (const m of text.matchAll(/(?:export )?const (\w+) = \[([^\]]*)\](?: as const)?;/g)) {
      const names = (m[2] ?? '').split(',').map((n) => n.replace(/\/\/.*$/gm, '').trim());
      if (names.length > 0 && names.every((n) => n === '' || refNames.has(n)))
        families.set(m[1] ?? '', names.filter(Boolean));
    }
  }
  return families;
}

/** The endpoints whose cache entries the code writes or invalidates, and the ones its queries read. */
function cacheUse(texts: readonly string[]): { read: Set<string>; written: Map<string, string> } {
  const families = familiesIn(texts);
  const read = new Set<string>();
  const written = new Map<string, string>();
  for (const text of texts) {
    let outside = text;
    for (const m of text.matchAll(writeCall)) {
      const args = argumentsAt(text, (m.index ?? 0) + m[0].length - 1);
      outside = outside.replace(args, '');
      const named = [...args.matchAll(/queryKeyOf\(\s*(\w+)/g)].map((k) => k[1] ?? '');
      if (m[1] === 'invalidateReads') {
        for (const word of args.split(',').slice(1)) {
          const name = word.trim().replace(/^\.\.\./, '');
          named.push(...(families.get(name) ?? (refNames.has(name) ? [name] : [])));
        }
      }
      for (const name of named.filter((n) => refNames.has(n)))
        written.set(name, `${m[1]}(${args.trim().slice(0, 60)})`);
    }
    for (const m of outside.matchAll(/queryKeyOf\(\s*(\w+)/g)) read.add(m[1] ?? '');
  }
  return { read, written };
}

describe('query keys (decision 056)', () => {
  it('derives a key from the endpoint: its name, then what varies; invalidating the endpoint covers them all', async () => {
    expect(queryKeyOf(myCoupons, 'usable', '')).toEqual(['myCoupons', 'usable', '']);
    const client = new QueryClient();
    client.setQueryData(queryKeyOf(myCoupons, 'usable', ''), { list: [] });
    client.setQueryData(queryKeyOf(normalRights), { comRightsBos: [] });
    await invalidateReads(client, myCoupons);
    expect(client.getQueryState(queryKeyOf(myCoupons, 'usable', ''))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeyOf(normalRights))?.isInvalidated).toBe(false);
  });

  it('writes no key as text: every query key, invalidation and cache write starts from queryKeyOf', () => {
    const literal = sources.filter(({ text }) =>
      /queryKey\s*[:=]\s*\{?\s*\[\s*['"`]|(?:invalidateQueries|setQueryData|removeQueries|getQueryData)\(\s*(?:\{\s*queryKey:\s*)?\[\s*['"`]/.test(
        text,
      ),
    );
    expect(literal.map((s) => s.file)).toEqual([]);
  });

  it('invalidates or writes only endpoints some query reads (no dead invalidation)', () => {
    const { read, written } = cacheUse(sources.map((s) => s.text));
    expect(read.size).toBeGreaterThan(100);
    const dead = [...written].filter(([name]) => !read.has(name)).map(([name, where]) => `${name}: ${where}`);
    expect(dead).toEqual([]);
  });

  it('would catch one: an endpoint invalidated that no query reads', () => {
    const { read, written } = cacheUse([
      'queryKey: queryKeyOf(myCoupons, tab),',
      'client.invalidateQueries({ queryKey: queryKeyOf(normalRights) });',
      'void invalidateReads(client, myCoupons, ownServices);',
    ]);
    expect([...written.keys()].filter((n) => !read.has(n))).toEqual(['normalRights', 'ownServices']);
  });
});
