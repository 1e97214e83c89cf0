import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { maxThemeFileBytes, themeFiles, type ThemeFile } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { themeFileOverrides } from '../db/schema/index.js';

/**
 * The themes' fixed sprite sheets (spec 9): shipped in the server's static/
 * folder, replaceable by an admin (theme_file_overrides). An upload is an SVG
 * image only when it passes `checkSpriteSheet`: the browser shows it in an
 * <img>, where scripts never run, but the file is also served on its own, so
 * anything active or anything reaching outside the file is refused.
 */

export const staticRoot = fileURLToPath(new URL('../../static', import.meta.url));

export function isThemeFile(path: string): path is ThemeFile {
  return (themeFiles as readonly string[]).includes(path);
}

/** The uploaded replacement of a theme file, or null when the shipped one is served. */
export async function themeOverride(
  db: DbOrTx,
  file: ThemeFile,
): Promise<{ bytes: Buffer; sha256: string } | null> {
  const [row] = await db
    .select({ bytes: themeFileOverrides.bytes, sha256: themeFileOverrides.sha256 })
    .from(themeFileOverrides)
    .where(eq(themeFileOverrides.file, file));
  return row ?? null;
}

export async function shippedThemeFile(file: ThemeFile): Promise<Buffer> {
  return readFile(`${staticRoot}/${file}`);
}

/** The icons a sheet offers: the ids of its `<view>` elements, in order. */
export function spriteIcons(svg: string): string[] {
  const ids: string[] = [];
  for (const m of svg.matchAll(/<view\b[^>]*\bid\s*=\s*["']([^"']+)["']/gi)) {
    if (m[1]) ids.push(m[1]);
  }
  return ids;
}

export type SpriteProblem =
  | { kind: 'tooLarge' }
  | { kind: 'notSvg' }
  | { kind: 'active'; what: string }
  | { kind: 'outside'; what: string }
  | { kind: 'missingIcons'; icons: string[] };

/** Elements that run code, embed other documents or define entities. */
const activeMarkup =
  /<\s*(script|foreignObject|iframe|embed|object|audio|video|handler|listener)\b|<!DOCTYPE|<!ENTITY/i;
/** Event attributes (onload=...) and script URLs. */
const activeAttribute = /\son[a-z]+\s*=|javascript:|vbscript:/i;

/**
 * Checks an uploaded sprite sheet: at most 256 KB of UTF-8, one `<svg>` root in
 * the SVG namespace, nothing active, references only inside the file (`#id`)
 * or to embedded raster data, and every icon of the shipped sheet present, so
 * no right loses its icon. Null when it passes.
 */
export function checkSpriteSheet(bytes: Buffer, requiredIcons: readonly string[]): SpriteProblem | null {
  if (bytes.length > maxThemeFileBytes) return { kind: 'tooLarge' };
  const text = bytes.toString('utf8');
  if (Buffer.from(text, 'utf8').length !== bytes.length || text.includes('\u0000')) return { kind: 'notSvg' };
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  if (!/^<svg\b[^>]*\bxmlns\s*=\s*["']http:\/\/www\.w3\.org\/2000\/svg["'][^>]*>/.test(body)) {
    return { kind: 'notSvg' };
  }
  if (!/<\/svg>$/.test(body)) return { kind: 'notSvg' };
  const active = activeMarkup.exec(body) ?? activeAttribute.exec(body);
  if (active) return { kind: 'active', what: active[0].trim().slice(0, 40) };
  for (const m of body.matchAll(/\b(?:xlink:)?href\s*=\s*["']\s*([^"']*)["']/gi)) {
    const target = m[1] ?? '';
    if (!target.startsWith('#') && !/^data:image\/(png|jpeg|webp);base64,/i.test(target)) {
      return { kind: 'outside', what: target.slice(0, 60) };
    }
  }
  for (const m of body.matchAll(/url\(\s*["']?\s*([^)"'\s]*)/gi)) {
    if (!(m[1] ?? '').startsWith('#')) return { kind: 'outside', what: `url(${(m[1] ?? '').slice(0, 60)})` };
  }
  if (/@import/i.test(body)) return { kind: 'outside', what: '@import' };
  const offered = new Set(spriteIcons(body));
  const missing = requiredIcons.filter((id) => !offered.has(id));
  if (missing.length > 0) return { kind: 'missingIcons', icons: missing };
  return null;
}
