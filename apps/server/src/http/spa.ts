import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pageGlobalsPlaceholder, preloadLinksPerTask, type PageGlobals } from '@rc/contract';
import {
  callThrough,
  isDocumentNavigation,
  type CallReply,
  type HandoffPage,
  type ServerLanding,
} from './ssr-landing.js';

/** The landing screen's markup, theme and files into the page (decision 052). */
function withLanding(
  page: string,
  rendered: Extract<HandoffPage, { kind: 'landing' }>,
  files: readonly string[],
  mourn: boolean,
): string {
  // Shown at once (the page is otherwise hidden until the app has rendered), in the session's theme.
  const classes = ['rc-shown', ...(mourn ? ['rc-mourn'] : [])].join(' ');
  // The screen's own styles before its first paint; no script is asked for until it has painted:
  // the app's entry, its modules and the landing's are fetched after it, then hydrate.
  const styles = files
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');
  const modules: string[] = [];
  let entry = '';
  const withoutScripts = page
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g, (_m, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_m, href: string) => {
      modules.push(href);
      return '';
    });
  for (const file of files) if (file.endsWith('.js')) modules.push(`/${file}`);
  // The entry first, then its modules a few to a task (preloadLinksPerTask): a landing's few dozen
  // links in one task were one long task of its boot (decision 074).
  const afterPaint = entry
    ? `<script>requestAnimationFrame(function(){setTimeout(function(){var m=${JSON.stringify(modules)},i=0;function some(){for(var n=0;n<${String(preloadLinksPerTask)}&&i<m.length;n++,i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=m[i];document.head.appendChild(l)}if(i<m.length)setTimeout(some,0)}var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s);some()},0)})</script>`
    : '';
  return (
    withoutScripts
      // The language it was drawn in (decision 062).
      .replace(/<html([^>]*)>/, (_m, attrs: string) => {
        const lang = typeof rendered.state.language === 'string' ? rendered.state.language : null;
        const own =
          lang && /^[a-zA-Z-]{2,12}$/.test(lang) ? attrs.replace(/\slang="[^"]*"/, ` lang="${lang}"`) : attrs;
        return `<html${own} class="${classes}" data-theme="${rendered.theme}">`;
      })
      .replace('</head>', `${styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${drawnMarkup}</div>${drawnOverlay}${afterPaint}`,
      )
  );
}

/**
 * Where the drawn screen's markup goes: it is put in after the page's own scripts got their nonce,
 * so nothing inside it (a customer's text, an article's HTML) can ever carry the nonce (decision 054).
 */
const drawnMarkup = '<!--rc-drawn-markup-->';
/** Where what is drawn over the screen goes (a remind login's alert, decision 064), the same way. */
const drawnOverlay = '<!--rc-drawn-overlay-->';

/**
 * The page is made per request (nonce, globals), so it cannot be compressed ahead
 * like the assets. It carries the boot script inline (docs/decisions/024), so it is
 * worth compressing on the way out: about 16 KB becomes about 6 KB, in well under a
 * millisecond at these settings.
 */
function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  if ((offered.get('br') ?? 0) > 0) return 'br';
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

function compressPage(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(html, { level: 6 });
}

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
 * an API call, so history-mode routes work on reload. The globals are asked
 * for on every page load: the mourning flag and the theme version are settings
 * an admin changes while the server runs (db/site-settings.ts caches them).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  globals: () => Promise<PageGlobals>,
  opts: { scriptOrigins?: readonly string[]; serverLanding?: ServerLanding | null } = {},
): Promise<boolean> {
  const serverLanding = opts.serverLanding ?? null;
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const index = readFileSync(indexPath, 'utf8');
  const hasPlaceholder = index.includes(pageGlobalsPlaceholder);
  const [head = '', tail = ''] = index.split(pageGlobalsPlaceholder);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // index.html is the page below (globals, nonce, policy), never the raw file.
    allowedPath: (pathName) => pathName !== '/index.html',
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ status: -3, statusText: 'Not Found', data: null });
    }
    const isPage = request.url.split('?')[0] === '/index.html';
    if (request.url.startsWith('/api/') || (!isPage && /\.[a-z0-9]{2,5}(\?|$)/i.test(request.url))) {
      return reply.code(404).send({ status: -3, statusText: 'Not Found', data: null });
    }
    const nonce = randomBytes(16).toString('base64');
    const pageGlobals = await globals();
    // A hand-off is a URL with a query: the entrance's, or a deep link the guard sends to the
    // entrance (decision 064). The server entry decides with the app's own rules.
    const rendered =
      serverLanding && hasPlaceholder && request.url.includes('?') && isDocumentNavigation(request)
        ? await renderHandoff(request, pageGlobals)
        : ({ kind: 'none' } as const);
    let inline = `window.__RC__=${inlineJson(pageGlobals)}`;
    // The hand-off token is spent: the page carries the login's reply for the app (never the token).
    if (rendered.kind !== 'none') inline += `;window.__RC_LOGIN__=${inlineJson(rendered.login)}`;
    if (rendered.kind === 'landing') inline += `;window.__RC_SSR__=${inlineJson(rendered.state)}`;
    let page = hasPlaceholder ? `${head}<script>${inline}</script>${tail}` : head;
    if (rendered.kind === 'landing' && serverLanding)
      page = withLanding(page, rendered, serverLanding.filesOf(rendered.state.path), pageGlobals.mourn === 1);
    let html = page.replace(/<script(?![^>]*\bsrc=)/g, `<script nonce="${nonce}"`);
    if (rendered.kind === 'landing')
      html = html
        .replace(drawnMarkup, () => rendered.html)
        .replace(drawnOverlay, () => rendered.overlay ?? '');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      // A page carrying a login's reply (a session token) is never stored anywhere.
      .header('cache-control', rendered.kind === 'none' ? 'no-cache' : 'no-store')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', contentSecurityPolicy(nonce, opts.scriptOrigins ?? []));
    // The page's address is the hand-off URL until the app replaces it: its own files, images and
    // calls send no Referer with the (spent) token in it, to this server or to any other (decision 054).
    if (rendered.kind !== 'none') reply.header('referrer-policy', 'no-referrer');
    return encoding
      ? reply.header('content-encoding', encoding).send(compressPage(html, encoding))
      : reply.send(html);
  });
  return true;

  /** The server entry's answer; when it fails after the login, the login's reply still reaches the app. */
  async function renderHandoff(request: FastifyRequest, pageGlobals: PageGlobals): Promise<HandoffPage> {
    if (!serverLanding) return { kind: 'none' };
    let loginReply: CallReply | null = null;
    const send = callThrough(app, request, pageGlobals);
    try {
      return await serverLanding.entry.renderHandoff({
        url: request.url,
        acceptLanguage: String(request.headers['accept-language'] ?? ''),
        cookie: String(request.headers.cookie ?? ''),
        userAgent: String(request.headers['user-agent'] ?? ''),
        call: async (call) => {
          const reply = await send(call);
          if (call.token === null && loginReply === null) loginReply = reply;
          return reply;
        },
      });
    } catch (err) {
      request.log.error({ err }, "the hand-off landing could not be drawn; today's page is sent");
      return loginReply ? { kind: 'login', login: loginReply } : { kind: 'none' };
    }
  }
}
