import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticFile } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';

const staticRoot = fileURLToPath(new URL('../../../static', import.meta.url));

const contentTypes: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

export function commonRoutes(_deps: AppDeps): BoundHandler[] {
  return [
    handle(staticFile, async ({ query, reply }) => {
      // The contract refuses `..`; resolving and checking the prefix makes climbing out impossible anyway.
      const path = resolve(staticRoot, query.url.slice('static/'.length));
      const type = contentTypes[extname(path).toLowerCase()];
      if (!path.startsWith(staticRoot + sep) || !type) throw notFound();
      let body: Buffer;
      try {
        body = await readFile(path);
      } catch {
        throw notFound();
      }
      await reply.header('content-type', type).header('cache-control', 'public, max-age=3600').send(body);
      return null;
    }),
  ];
}
