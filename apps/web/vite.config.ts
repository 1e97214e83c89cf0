import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
// A relative import: Vite bundles the config with what it imports by path, and Node 20 loads no .ts from a package.
import { webBuildDirs } from '../../packages/contract/src/web-build-dirs.js';

/**
 * Writes `.br` and `.gz` beside every text asset after the build, so the server
 * (@fastify/static `preCompressed`) sends compressed bytes without compressing
 * per request. A cheap phone on a slow network waits for bytes, not for CPU.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rc:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      // A failed build wrote nothing: let its own error be the one reported.
      if (!existsSync(outDir)) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(file) || file.includes('.vite')) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
import react from '@vitejs/plugin-react';
import { inlineBoot } from './scripts/inline-boot-plugin.js';

/**
 * Libraries every screen needs; they change rarely, so they get their own
 * long-cached chunk. antd-mobile is left out on purpose: it is imported per
 * component, so each lazy screen carries only the components it uses.
 */
const vendor =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|use-sync-external-store)[\\/]/;
/**
 * The console's rich-text editor (Tiptap on ProseMirror, decision 053): one chunk of its own, fetched
 * only when a news or activity editor opens; never part of a customer screen.
 */
const editor =
  /[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/;
/** react-query: loaded with the data layout, after the hand-off screen (src/app/query-layout.tsx). */
const query = /[\\/]node_modules[\\/]@tanstack[\\/]/;

/**
 * Where the build goes: apps/web/dist and dist-ssr, or the folders the server is told to serve
 * (RC_WEB_DIST, RC_WEB_SSR_DIST), so a build for another server never empties the one in use.
 * The server reads the same settings through the same function, so a relative folder names
 * one place for both (the checkout root is its base).
 */
const { dist: outDir, ssrDist: ssrOutDir } = webBuildDirs(process.env);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), inlineBoot(), ...(isSsrBuild ? [] : [precompress()])],
  // The server entry (src/entry-server.tsx, decision 052) carries every library it uses: antd-mobile's
  // CSS imports and the workspace packages' TypeScript are not for Node, and React's production build
  // is chosen at build time, whatever NODE_ENV the server runs with.
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { outDir: ssrOutDir, emptyOutDir: true, target: 'node20', minify: false }
    : {
        outDir,
        emptyOutDir: true,
        manifest: true,
        target: 'es2020',
        cssCodeSplit: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Common chunks under 4 KB of source are copied into the chunks that use them instead
              // of being files of their own (decision 028): over HTTP/1.1's six connections at 150 ms
              // a round trip, the rights home's 28 files and my coupons' 44 cost more in waiting than
              // the few KB copied (28 → 11 and 44 → 21 files; first screen +3 KB gzip).
              experimentalInlineCommonChunks: { maxSize: 4096 },
              groups: [
                { name: 'vendor', test: vendor, priority: 10 },
                { name: 'query', test: query, priority: 10 },
                { name: 'editor', test: editor, priority: 10 },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/demo': 'http://localhost:8080',
    },
  },
}));
