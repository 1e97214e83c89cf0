import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageGlobalsPlaceholder, type PageGlobals } from '@rc/contract';

/** `</script>` inside JSON would end the script tag early; `<` is escaped so it cannot. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function contentSecurityPolicy(nonce: string, scriptOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    // A configured map vendor (AMap, Baidu) loads its scripts from its own hosts.
    ['script-src', "'self'", `'nonce-${nonce}'`, ...scriptOrigins].join(' '),
    // antd-mobile positions popups with style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "connect-src 'self' https:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Serves the built single-page app: hashed assets with long caching, and
 * index.html (with `window.__RC__` injected) for every other GET that is not
 * an API call, so history-mode routes work on reload.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  globals: PageGlobals,
  opts: { scriptOrigins?: readonly string[] } = {},
): Promise<boolean> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const template = readFileSync(indexPath, 'utf8').replace(
    pageGlobalsPlaceholder,
    `<script>window.__RC__=${inlineJson(globals)}</script>`,
  );

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ status: -3, statusText: 'Not Found', data: null });
    }
    if (request.url.startsWith('/api/') || /\.[a-z0-9]{2,5}(\?|$)/i.test(request.url)) {
      return reply.code(404).send({ status: -3, statusText: 'Not Found', data: null });
    }
    const nonce = randomBytes(16).toString('base64');
    const html = template.replace(/<script(?![^>]*\bsrc=)/g, `<script nonce="${nonce}"`);
    return reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(nonce, opts.scriptOrigins ?? []))
      .send(html);
  });
  return true;
}
