import type { PackedPreloads, PreloadMap } from './landing-paths.js';

/**
 * Build-time helpers of the `rc:inline-boot` plugin (vite.config.ts): which
 * built files a screen needs beyond what the page's entry already loads. Pure,
 * so they are tested without a build.
 */

/** The part of a built chunk the map needs (Rolldown's OutputChunk has these, CSS via viteMetadata). */
export interface BuiltChunk {
  fileName: string;
  /** Static imports (file names). */
  imports: readonly string[];
  /** The module the chunk was made for (absolute path), if any. */
  facadeModuleId: string | null;
  isEntry: boolean;
  /** CSS files the chunk brings (Vite's `viteMetadata.importedCss`). */
  css: readonly string[];
}

/**
 * Route path → page module import specifier, read from the route table's source
 * (src/app/routes.ts: `route('/path', title(...), {...}, () => import('../features/x/pages/y.js'))`).
 */
export function routePages(routesSource: string): Map<string, string> {
  const pages = new Map<string, string>();
  const pattern = /\broute\(\s*'([^']+)',[^]*?\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const match of routesSource.matchAll(pattern)) {
    const [, path, spec] = match;
    if (path && spec && !pages.has(path)) pages.set(path, spec);
  }
  return pages;
}

/** A chunk's files with its static imports, transitively (JS first, then CSS), each once. */
function closure(byFile: Map<string, BuiltChunk>, start: BuiltChunk): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const queue = [start];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    js.push(chunk.fileName);
    for (const file of chunk.css) css.add(file);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) queue.push(next);
    }
  }
  return { js, css: [...css] };
}

/**
 * For each key, the files of the chunk made for its module and its static imports,
 * minus what the entry loads anyway. Throws when a module has no chunk of its own,
 * so a renamed page fails the build instead of silently losing its preload.
 */
export function preloadMap(
  chunks: readonly BuiltChunk[],
  modules: Readonly<Record<string, string>>,
): PreloadMap {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) {
    const { js, css } = closure(byFile, entry);
    for (const file of [...js, ...css]) loaded.add(file);
  }
  const map: PreloadMap = {};
  for (const [key, moduleId] of Object.entries(modules)) {
    const chunk = chunks.find((c) => c.facadeModuleId === moduleId);
    if (!chunk) throw new Error(`rc:inline-boot: no chunk for ${key} (${moduleId})`);
    const { js, css } = closure(byFile, chunk);
    map[key] = [...js, ...css].filter((file) => !loaded.has(file));
  }
  return map;
}

/** The map with each file written once (most landing screens share antd-mobile's pieces). */
export function packPreloads(map: PreloadMap): PackedPreloads {
  const files: string[] = [];
  const index = new Map<string, number>();
  const keys: Record<string, number[]> = {};
  for (const [key, list] of Object.entries(map)) {
    keys[key] = list.map((file) => {
      let at = index.get(file);
      if (at === undefined) {
        at = files.push(file) - 1;
        index.set(file, at);
      }
      return at;
    });
  }
  return { files, keys };
}

export function filesOf(packed: PackedPreloads, key: string): string[] {
  return (packed.keys[key] ?? []).flatMap((at) => {
    const file = packed.files[at];
    return file === undefined ? [] : [file];
  });
}
