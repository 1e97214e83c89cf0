import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageGlobals } from '@rc/contract';

/**
 * The hand-off answered with its landing screen drawn
 * (docs/decisions/052-landing-rendered-on-the-server.md). The web app's server
 * entry (apps/web/src/entry-server.tsx, built into dist-ssr/) decides
 * everything with the app's own rules; this file gives it a way to send API
 * calls through this server's own handlers (`inject`: the same validation,
 * login, single-use token, session creation, limits and logs as a call from
 * the browser, from the customer's address), and turns its answer into the page.
 */

/** The server entry's shapes (apps/web/src/entry-server.tsx), as this side relies on them. */
export interface HandoffCall {
  method: string;
  url: string;
  body: string | undefined;
  token: string | null;
  language: string;
}
export interface CallReply {
  status: number;
  body: string;
}
export interface LandingState {
  landing: string;
  /** The landing screen's route path (its key in the preload map). */
  path: string;
  [key: string]: unknown;
}
export type HandoffPage =
  | { kind: 'none' }
  | { kind: 'login'; login: CallReply }
  | {
      kind: 'landing';
      login: CallReply;
      state: LandingState;
      html: string;
      /** Markup drawn after #root: a remind login's alert over the entrance (decision 064). */
      overlay?: string;
      theme: 'vip' | 'ordinary';
    };
export interface ServerEntry {
  renderHandoff(input: {
    url: string;
    acceptLanguage: string;
    /** The Cookie header: the entry reads the language choice from it (decision 062). */
    cookie: string;
    userAgent: string;
    call: (call: HandoffCall) => Promise<CallReply>;
  }): Promise<HandoffPage>;
}

/** Packed preload map (apps/web/src/app/boot/landing-paths.ts, PackedPreloads). */
interface PackedPreloads {
  files: readonly string[];
  keys: Record<string, readonly number[]>;
}

export interface ServerLanding {
  entry: ServerEntry;
  /** The built files (CSS and scripts) a landing screen and the data layout need, site-relative. */
  filesOf(path: string): string[];
}

/** Loads the server entry; null when it is not built (today's page is served). */
export async function loadServerLanding(ssrDir: string, webDist: string): Promise<ServerLanding | null> {
  const entryFile = join(ssrDir, 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const mod: unknown = await import(pathToFileURL(entryFile).href);
  if (!mod || typeof (mod as Partial<ServerEntry>).renderHandoff !== 'function') return null;
  const preloadsFile = join(webDist, '.vite', 'rc-preloads.json');
  const packed: PackedPreloads = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as PackedPreloads)
    : { files: [], keys: {} };
  const filesOfKey = (key: string) => (packed.keys[key] ?? []).flatMap((i) => packed.files[i] ?? []);
  return {
    entry: mod as ServerEntry,
    filesOf: (path) => [
      ...new Set([
        ...filesOfKey('@data'),
        ...filesOfKey(path),
        // The lazy parts a drawn landing shows: their styles must be there before it paints.
        ...[
          ...filesOfKey('@shell-parts'),
          ...(path === '/mine/persional' ? filesOfKey('@home-parts') : []),
        ].filter((file) => file.endsWith('.css')),
      ]),
    ],
  };
}

/**
 * Only a browser's own navigation spends a hand-off here: a link preview's fetch, a frame, and a
 * prefetch or prerender the browser makes on a page's hint before anyone taps (`Sec-Purpose`, or the
 * older `Purpose`/`X-Purpose`) get today's page, with the hand-off unspent (decision 054).
 */
export function isDocumentNavigation(request: FastifyRequest): boolean {
  const speculative = ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].some((name) =>
    /prefetch|prerender/i.test(String(request.headers[name] ?? '')),
  );
  return (
    request.method === 'GET' &&
    request.headers['sec-fetch-dest'] === 'document' &&
    request.headers['sec-fetch-mode'] === 'navigate' &&
    !speculative
  );
}

/** A call the entry asks for, through this server's handlers, as the browser would have sent it. */
export function callThrough(
  app: FastifyInstance,
  request: FastifyRequest,
  globals: PageGlobals,
): (call: HandoffCall) => Promise<CallReply> {
  return async (call) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': call.language,
      'x-api-key': globals.apiKey,
      'x-applicant-code': globals.applicantCode,
    };
    const userAgent = request.headers['user-agent'];
    if (userAgent) headers['user-agent'] = userAgent;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    const res = await app.inject({
      method: call.method as 'GET' | 'POST',
      url: call.url,
      headers,
      ...(call.body !== undefined ? { payload: call.body } : {}),
      // The customer's address: per-address limits count this call as theirs.
      remoteAddress: request.ip,
    });
    return { status: res.statusCode, body: res.body };
  };
}
