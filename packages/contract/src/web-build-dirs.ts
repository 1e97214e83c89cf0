import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the web build goes and where the server reads it: one answer for both sides.
 * The web build (apps/web/vite.config.ts, run from apps/web) and the server (run from
 * apps/server by `npm start`, or from anywhere) read RC_WEB_DIST and RC_WEB_SSR_DIST
 * through this function, so a relative folder names the same place for both: it is
 * read from the checkout's root, never from the reader's working directory.
 * Node only (not part of the package's main entry: `@rc/contract/web-build-dirs`).
 */

/** The checkout's root folder (the one holding apps/ and packages/), with a trailing separator. */
export const checkoutRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface WebBuildEnv {
  RC_WEB_DIST?: string | undefined;
  RC_WEB_SSR_DIST?: string | undefined;
}

export interface WebBuildDirs {
  /** The browser build (index.html, assets): apps/web/dist by default. */
  dist: string;
  /** The server entry's build: RC_WEB_SSR_DIST, else `dist-ssr` beside `dist`. */
  ssrDist: string;
}

/** Absolute folders of the web build for these settings (empty or absent: the defaults). */
export function webBuildDirs(env: WebBuildEnv): WebBuildDirs {
  const dist = env.RC_WEB_DIST
    ? resolve(checkoutRoot, env.RC_WEB_DIST)
    : join(checkoutRoot, 'apps', 'web', 'dist');
  const ssrDist = env.RC_WEB_SSR_DIST
    ? resolve(checkoutRoot, env.RC_WEB_SSR_DIST)
    : join(dirname(dist), 'dist-ssr');
  return { dist, ssrDist };
}
