import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import {
  bootEntrancePath,
  dataLayoutKey,
  drawnOnlyPaths,
  landingPaths,
  type PackedPreloads,
} from '../src/app/boot/landing-paths.js';
import { packPreloads, preloadMap, routePages, type BuiltChunk } from '../src/app/boot/preload-map.js';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const appDir = resolve(webRoot, 'src/app');
const bootEntry = resolve(appDir, 'boot/inline-boot.ts');
/** Where the server writes `window.__RC__`; the boot script must run after it and before any stylesheet. */
const globalsPlaceholder = '<!--rc-page-globals-->';

/** A `../features/x/pages/y.js` import in src/app/routes.ts as the source file it names. */
function sourceOf(spec: string): string {
  const base = resolve(appDir, spec).replace(/\.js$/, '');
  const found = ['.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(file));
  if (!found) throw new Error(`rc:inline-boot: ${spec} (src/app/routes.ts) has no source file`);
  return found;
}

function builtChunks(bundle: Rolldown.OutputBundle): BuiltChunk[] {
  return Object.values(bundle).flatMap((item) =>
    item.type === 'chunk'
      ? [
          {
            fileName: item.fileName,
            imports: item.imports,
            facadeModuleId: item.facadeModuleId,
            isEntry: item.isEntry,
            css: [...(item.viteMetadata?.importedCss ?? [])],
          },
        ]
      : [],
  );
}

/**
 * Writes src/app/boot/inline-boot.ts, bundled on its own and minified, inline
 * into index.html right after the page globals (docs/decisions/024). The files
 * of the entrance, of the data layout and of each landing screen are written
 * into it, so it can preload them before the app's code has arrived.
 */
export function inlineBoot(): Plugin {
  let outDir = 'dist';
  let written: PackedPreloads | null = null;
  return {
    name: 'rc:inline-boot',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // The server links a server-rendered landing's files from the same map (decision 052).
    writeBundle() {
      if (!written) return;
      mkdirSync(resolve(outDir, '.vite'), { recursive: true });
      writeFileSync(resolve(outDir, '.vite', preloadsFile), JSON.stringify(written));
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        if (!html.includes(globalsPlaceholder))
          throw new Error(`rc:inline-boot: ${globalsPlaceholder} is missing`);
        const pages = routePages(readFileSync(resolve(appDir, 'routes.ts'), 'utf8'));
        const modules: Record<string, string> = {
          [dataLayoutKey]: resolve(appDir, 'query-layout.tsx'),
          // The styles of the lazy parts a server-drawn landing shows (decision 052): the tab bar
          // and the home's activities.
          [shellPartsKey]: resolve(appDir, 'shell/customer-tab-bar.tsx'),
          [homePartsKey]: resolve(webRoot, 'src/features/personal-centre/components/home-activities.tsx'),
        };
        for (const path of [bootEntrancePath, ...landingPaths]) {
          const spec = pages.get(path);
          if (!spec) throw new Error(`rc:inline-boot: ${path} is not in src/app/routes.ts`);
          modules[path] = sourceOf(spec);
        }
        const chunks = builtChunks(ctx.bundle);
        const preloads = packPreloads(preloadMap(chunks, modules));
        // The server's copy also names the landings only it draws; the page's stays as small as it was.
        const drawnOnly: Record<string, string> = {};
        for (const path of drawnOnlyPaths) {
          const spec = pages.get(path);
          if (!spec) throw new Error(`rc:inline-boot: ${path} is not in src/app/routes.ts`);
          drawnOnly[path] = sourceOf(spec);
        }
        written = packPreloads(preloadMap(chunks, { ...modules, ...drawnOnly }));

        const output = await build({
          configFile: false,
          root: webRoot,
          logLevel: 'warn',
          publicDir: false,
          define: { __RC_PRELOADS__: JSON.stringify(preloads) },
          build: {
            write: false,
            // Never touch the app's own output (nothing is written anyway).
            outDir: resolve(webRoot, 'node_modules/.rc-inline-boot'),
            emptyOutDir: false,
            copyPublicDir: false,
            minify: true,
            target: 'es2020',
            lib: { entry: bootEntry, formats: ['iife'], name: 'rcBoot' },
          },
        });
        const results = Array.isArray(output) ? output : [output];
        const code = results
          .flatMap((r) => ('output' in r ? r.output : []))
          .find((o) => o.type === 'chunk')?.code;
        if (!code) throw new Error('rc:inline-boot: the boot script did not build');
        // `</script` inside the code would end the inline script early.
        const safe = code.replace(/<\/script/gi, '<\\/script').trim();
        return html.replace(globalsPlaceholder, `${globalsPlaceholder}\n    <script>${safe}</script>`);
      },
    },
  };
}

const shellPartsKey = '@shell-parts';
const homePartsKey = '@home-parts';

/** The preload map as a file of the build (dist/.vite/), for the server. */
export const preloadsFile = 'rc-preloads.json';
