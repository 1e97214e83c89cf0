import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticFile } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { isThemeFile, themeOverride } from '../../domain/theme-files.js';

const staticRoot = fileURLToPath(new URL('../../../static', import.meta.url));

const contentTypes: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

export function staticFileRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(staticFile, async ({ query, reply }) => {
      // The contract refuses `..`; resolving and checking the prefix makes climbing out impossible anyway.
      const relative = query.url.slice('static/'.length);
      const path = resolve(staticRoot, relative);
      const type = contentTypes[extname(path).toLowerCase()];
      if (!path.startsWith(staticRoot + sep) || !type) throw notFound();
      // A theme sprite sheet an admin replaced is served from the database (domain/theme-files.ts).
      const override = isThemeFile(relative) ? await themeOverride(deps.db, relative) : null;
      let body: Buffer;
      try {
        body = override ? override.bytes : await readFile(path);
      } catch {
        throw notFound();
      }
      // With the page's theme version the address changes whenever a theme file does: cache it long.
      const caching = query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      void reply.header('content-type', type).header('cache-control', caching);
      // An SVG opened on its own is a document: it may draw, never run or fetch anything.
      if (type === 'image/svg+xml') {
        void reply.header(
          'content-security-policy',
          "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
        );
      }
      await reply.send(body);
      return null;
    }),
  ];
}
