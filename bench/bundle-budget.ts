/**
 * Bundle budget (docs/decisions/001-bundle-budget.md): gzip size of what the first
 * screen after hand-off loads, and of each lazy screen's own chunk, read from the
 * Vite manifest of a production build. Exits 1 when a budget is broken.
 *
 *   npm run build && npm run budget -w @rc/bench [-- --dist <path>]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const FIRST_SCREEN_BUDGET = 170 * KB;
const LAZY_SCREEN_BUDGET = 30 * KB;
/** The route a partner hands the customer over to, so part of the first screen. */
const ENTRANCE_SRC_SUFFIX = 'features/account/pages/entrance.tsx';

interface ManifestChunk {
  file: string;
  src: string | undefined;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  css: string[];
}
type Manifest = Record<string, ManifestChunk>;
interface Size {
  raw: number;
  gzip: number;
}
interface Row {
  name: string;
  size: Size;
  budget?: number;
  /** gzip bytes of shared chunks a lazy screen needs beyond the first screen: shown, not budgeted. */
  extra?: number;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function parseManifest(text: string): Manifest {
  const data: unknown = JSON.parse(text);
  if (typeof data !== 'object' || data === null) throw new Error('the manifest is not a JSON object');
  const manifest: Manifest = {};
  for (const [key, value] of Object.entries(data)) {
    const chunk = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    if (typeof chunk.file !== 'string') throw new Error(`manifest entry ${key} has no file`);
    const { file, src, isEntry, isDynamicEntry, imports, css } = chunk;
    manifest[key] = {
      file,
      src: typeof src === 'string' ? src : undefined,
      isEntry: isEntry === true,
      isDynamicEntry: isDynamicEntry === true,
      imports: strings(imports),
      css: strings(css),
    };
  }
  return manifest;
}

/** What a chunk loads before it runs: its file, its CSS and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>(), seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  files.add(chunk.file);
  for (const css of chunk.css) files.add(css);
  for (const imported of chunk.imports) staticClosure(manifest, imported, files, seen);
  return files;
}

function sizeOf(distDir: string, files: Iterable<string>): Size {
  const size: Size = { raw: 0, gzip: 0 };
  for (const file of files) {
    if (!/\.(m?js|css)$/.test(file)) continue; // JS + CSS only: images and fonts load after first paint
    const bytes = readFileSync(path.join(distDir, file));
    size.raw += bytes.length;
    size.gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return size;
}

const kb = (bytes: number): string => (bytes / KB).toFixed(1);

function printTable(rows: Row[]): void {
  const header = ['chunk', 'raw KB', 'gzip KB', 'budget KB', 'result', '+shared gzip KB'];
  const table = rows.map(({ name, size, budget, extra }) => [
    name,
    kb(size.raw),
    kb(size.gzip),
    budget === undefined ? '' : kb(budget),
    budget === undefined ? '' : size.gzip <= budget ? 'OK' : 'OVER',
    extra === undefined ? '' : kb(extra),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...table.map((cells) => cells[i]?.length ?? 0)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  for (const cells of [header, widths.map((width) => '-'.repeat(width)), ...table]) console.log(line(cells));
}

function main(): number {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  const distDir = path.resolve(values.dist ?? path.join(import.meta.dirname, '../apps/web/dist'));
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No Vite manifest at ${manifestPath}: run npm run build first.`);
    return 1;
  }
  const manifest = parseManifest(readFileSync(manifestPath, 'utf8'));
  const entries = Object.entries(manifest);
  const entryKey = entries.find(([key, chunk]) => chunk.isEntry && key.endsWith('index.html'))?.[0];
  const entranceKey = entries.find(([, chunk]) => chunk.src?.endsWith(ENTRANCE_SRC_SUFFIX))?.[0];
  if (!entryKey || !entranceKey) {
    const missing = entryKey ? `${ENTRANCE_SRC_SUFFIX} route module` : 'index.html entry';
    console.error(`The manifest has no ${missing}.`);
    return 1;
  }

  const firstScreen = staticClosure(manifest, entranceKey, staticClosure(manifest, entryKey));
  const firstSize = sizeOf(distDir, firstScreen);
  const rows: Row[] = [
    { name: 'first screen: index.html + /account/entrance', size: firstSize, budget: FIRST_SCREEN_BUDGET },
    // One row per file, so that a broken first-screen budget names its culprit.
    ...[...firstScreen].map((file) => ({ name: `  ${file}`, size: sizeOf(distDir, [file]) })),
  ];
  const lazy = entries.filter(([, chunk]) => chunk.isDynamicEntry).sort(([a], [b]) => a.localeCompare(b));
  for (const [key, chunk] of lazy) {
    const own = [chunk.file, ...chunk.css];
    const shared = [...staticClosure(manifest, key)].filter((f) => !firstScreen.has(f) && !own.includes(f));
    // The budget is per screen (a route's page module). Libraries loaded on demand after a
    // screen is up (analytics SDK, screenshot, maps) are listed with their cost, unbudgeted;
    // each has a line in docs/decisions/ saying what it costs and when it loads.
    const isScreen = /\/features\/[^/]+\/pages\//.test(chunk.src ?? key);
    rows.push({
      name: isScreen ? key : `${key} (on-demand library)`,
      size: sizeOf(distDir, own),
      ...(isScreen ? { budget: LAZY_SCREEN_BUDGET } : {}),
      extra: sizeOf(distDir, shared).gzip,
    });
  }

  console.log(`Bundle budget for ${distDir} (gzip -9, 1 KB = 1024 bytes)\n`);
  printTable(rows);
  const lazyGzip = rows.reduce((sum, row) => sum + (row.extra === undefined ? 0 : row.size.gzip), 0);
  const all = sizeOf(distDir, new Set(entries.flatMap(([key]) => [...staticClosure(manifest, key)])));
  console.log(
    `\nTotals: first screen ${kb(firstSize.gzip)} KB gzip; ${lazy.length} lazy screens ${kb(lazyGzip)} KB gzip;`,
  );
  console.log(`whole build (all JS + CSS) ${kb(all.raw)} KB raw, ${kb(all.gzip)} KB gzip.`);

  const over = rows.filter((row) => row.budget !== undefined && row.size.gzip > row.budget);
  if (over.length > 0) {
    console.error(`\nOVER BUDGET: ${over.map((row) => row.name.trim()).join(', ')}`);
    return 1;
  }
  console.log('\nAll budgets kept.');
  return 0;
}

process.exitCode = main();
