/**
 * The server's entry (docs/decisions/052-landing-rendered-on-the-server.md):
 * built with `vite build --ssr` into dist-ssr/, loaded by the server
 * (apps/server/src/http/spa.ts) to answer a partner hand-off with the landing
 * screen already drawn. Everything it decides comes from the app's own code:
 * which login the entry asks for (login-request.ts), where spec 4's rules go
 * after it (after-login.ts), the landing's first reads (boot/landing.ts) and
 * the queries that hold them (boot/landing-queries.ts), the route table, the
 * guard and the screens. The server only sends the calls, through its own
 * handlers.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile/es/components/dialog/dialog';
import maskCss from 'antd-mobile/es/components/mask/mask.css?inline';
import centerPopupCss from 'antd-mobile/es/components/center-popup/center-popup.css?inline';
import autoCenterCss from 'antd-mobile/es/components/auto-center/auto-center.css?inline';
import dialogCss from 'antd-mobile/es/components/dialog/dialog.css?inline';
import { refUrl } from '@rc/contract';
import { login, loginWithNewRcCode } from '@rc/contract/refs';
import { landingScreens } from './app/boot/landing.js';
import { firstReadKey } from './app/boot/landing-queries.js';
import { drawnLandingQueries } from './app/boot/drawn-landing-queries.js';
import type { LandingPath } from './app/boot/landing-paths.js';
import {
  blockingAlertOf,
  jumpFlagAskedBy,
  landingAfterJumpFlag,
  loginDataOf,
  serverLandingOf,
  type HandoffLoginReply,
  type ServerLandingState,
  type ServerRenderedLanding,
} from './app/boot/server-landing.js';
import { createQueryClient } from './app/query-client.js';
import { Providers } from './app/providers.js';
import { routeObjects } from './app/router.js';
import { entrancePath, type AppRoute } from './app/routes.js';
import { guardNavigation } from './app/guard.js';
import { themeFor } from './app/document-effects.js';
import { loginRequestFromEntry } from './features/account/login-request.js';
import { resolveJumpFlag } from './features/account/api/resolve-jump-flag.js';
import type { JumpFlag } from './shared/rights/right-tap.js';
import { storeSession } from './features/account/start-session.js';
import { earlyKey, putEarlyReply, readMaxAgeMs } from './shared/api/early-replies.js';
import { drawnAlertAttribute } from './shared/ui/drawn-alert.js';
import { isWeChatBrowser } from './shared/browser/user-agent.js';
import { renderI18n } from './shared/i18n/i18n.js';
import { detectLanguage } from './shared/i18n/language.js';
import { languageOfCookie } from './shared/i18n/language-cookie.js';
import { session } from './shared/session/session-store.js';
import { pickKeptParams, queryRecord, type QueryRecord } from './shared/session/entry-query.js';
import { setRequestScopeProvider, type RequestScope } from './shared/ssr/request-scope.js';

const scopes = new AsyncLocalStorage<RequestScope>();
setRequestScopeProvider(() => scopes.getStore());

/** One API call, sent by the server through its own handlers, as the browser would send it. */
export interface HandoffCall {
  method: string;
  url: string;
  /** JSON text; undefined: no body. */
  body: string | undefined;
  /** The session token (Authorization), or null. */
  token: string | null;
  language: string;
}

export interface HandoffInput {
  /** The hand-off URL's path and query. */
  url: string;
  acceptLanguage: string;
  /** The request's Cookie header (only the language choice is read from it). */
  cookie?: string;
  userAgent: string;
  call: (call: HandoffCall) => Promise<HandoffLoginReply>;
}

export type HandoffPage =
  /** Not a hand-off this entry logs in: nothing was sent, the page is today's. */
  | { kind: 'none' }
  /** Logged in, landing elsewhere: today's page, carrying the login's reply (the token is spent). */
  | { kind: 'login'; login: HandoffLoginReply }
  /** The landing screen, drawn. */
  | {
      kind: 'landing';
      login: HandoffLoginReply;
      state: ServerLandingState;
      /** The markup of #root. */
      html: string;
      /** Drawn outside #root, after it: the alert with no button over the entrance, with its styles. */
      overlay?: string;
      theme: 'vip' | 'ordinary';
    };

function acceptLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function envelopeOf(reply: HandoffLoginReply): unknown {
  try {
    return JSON.parse(reply.body) as unknown;
  } catch {
    return null;
  }
}

/**
 * A hand-off to a deep link (`/rights/mycoupons?channel=..&token=..&isBackUrl=1`): the guard's
 * own steps (app/guard.ts), as its loader takes them in the browser. When they clear the token
 * (so what the browser has stored does not matter) and send the customer to the entrance, the
 * entrance logs in with what the guard stored; `nextUrl` is where spec 4 may return after it.
 */
function handoffThroughGuard(url: URL): { entry: QueryRecord; nextUrl: string } | null {
  const matched = matchRoutes(routeObjects, url.pathname) ?? [];
  const route = matched[matched.length - 1]?.route.handle as AppRoute | undefined;
  if (!route || typeof route.auth !== 'boolean' || route.path === entrancePath) return null;
  const result = guardNavigation({
    route,
    fullPath: url.pathname + url.search,
    query: queryRecord(url.searchParams),
    stored: { token: null },
  });
  const { enterQuery, nextUrl } = result.store;
  if (result.action !== 'redirect' || result.to !== entrancePath || !result.clearToken) return null;
  return enterQuery && nextUrl ? { entry: enterQuery, nextUrl } : null;
}

/**
 * The alert with no button as the browser's `showBlockingAlert` draws it (antd-mobile's Dialog, shown,
 * in the drawing's language), with its styles; the browser's own dialog removes it once it is up.
 */
async function drawnAlert(text: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <Providers>
      <Dialog visible content={text} actions={[]} closeOnMaskClick={false} getContainer={null} />
    </Providers>,
  );
  const css = [maskCss, centerPopupCss, autoCenterCss, dialogCss].join('\n').replace(/<\//g, '<\\/');
  return `<div ${drawnAlertAttribute}=""><style>${css}</style>${await toText(prelude)}</div>`;
}

/** Answers a hand-off URL: logs in when it is one, and draws the landing when it is one of the two. */
export async function renderHandoff(input: HandoffInput): Promise<HandoffPage> {
  const url = new URL(input.url, 'http://rc.invalid');
  const guarded = url.pathname === entrancePath ? null : handoffThroughGuard(url);
  if (url.pathname !== entrancePath && !guarded) return { kind: 'none' };
  const entry = guarded?.entry ?? pickKeptParams(queryRecord(url.searchParams));
  const nextUrl = guarded?.nextUrl ?? null;
  const request = loginRequestFromEntry(entry);
  // Only the partner hand-off; a return to a next URL stored before this page is the browser's to know.
  if (!request || request.endpoint !== 'login' || (entry.isBackUrl === '1' && !nextUrl))
    return { kind: 'none' };
  // As the app picks it (shared/i18n/i18n.ts): the URL's, the stored choice (its cookie), the
  // browser's. The browser checks again before it hydrates (boot/hydrate-landing.tsx).
  const language = detectLanguage({
    query: url.searchParams.get('lang'),
    stored: languageOfCookie(input.cookie ?? ''),
    navigatorLanguages: acceptLanguages(input.acceptLanguage),
  });
  // WeChat's own bridge changes the screen (the back arrow closes the window): the browser's to draw.
  if (isWeChatBrowser(input.userAgent)) return { kind: 'none' };

  const ref = request.endpoint === 'login' ? login : loginWithNewRcCode;
  const loginReply = await input.call({
    method: ref.method,
    url: refUrl(ref),
    body: JSON.stringify(request.body),
    token: null,
    language,
  });
  const data = loginDataOf(envelopeOf(loginReply));
  if (!data) return { kind: 'login', login: loginReply };

  const scope: RequestScope = {
    // Its own i18n instance in its own language: drawings in different languages run side by side
    // (decision 064; 052-062 drew one at a time around the app's single instance).
    i18n: await renderI18n(language),
    storage: new Map(),
    early: new Map(),
    queryClient: createQueryClient(),
    // The screens' own queries (and the jump flag) go through the server's handlers, in this
    // hand-off's language whatever language another drawing has active.
    send: async (path, init) => {
      const bearer = init.headers.Authorization ?? '';
      const reply = await input.call({
        method: init.method,
        url: path,
        body: init.body,
        token: bearer.startsWith('Bearer ') ? bearer.slice('Bearer '.length) : null,
        language,
      });
      return new Response(reply.body, {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
  return scopes.run(scope, async (): Promise<HandoffPage> => {
    // As the entrance's loader does before it goes to the landing (entrance-loader.ts), or the
    // guard on the way to the entrance (guard-loader.ts).
    session.setEnterQuery(entry);
    if (nextUrl) session.setNextUrl(nextUrl);
    // What startSession (start-session.ts) keeps, less the key exchange: the browser makes it.
    storeSession(data, entry.channel ?? null);
    session.rememberLogin(data);
    let target = serverLandingOf(data, entry, nextUrl, false);
    let jumpFlag: JumpFlag | undefined;
    // A haveRc login: the entrance asks the right's jump flag, then goes where it leads. The server
    // asks it here, and the page carries the answer (boot/hydrate-landing.tsx takes the same step).
    const asked = target ? null : jumpFlagAskedBy(data, entry, nextUrl, false);
    if (asked) {
      try {
        jumpFlag = await resolveJumpFlag(asked.body);
        target = landingAfterJumpFlag(asked, jumpFlag, entry);
      } catch {
        target = null;
      }
    }
    // The remind login (decision 064): the entrance stays, under an alert with no button. Only for the
    // entrance's own hand-off: a deep link's goes to the entrance without the link's query.
    const alertText = target || asked || guarded ? null : blockingAlertOf(data, entry, nextUrl, false);
    if (!target && alertText === null) return { kind: 'login', login: loginReply };
    const landing = target ?? { to: url.pathname + url.search, path: entrancePath };
    if (alertText !== null) {
      // The entrance's loader takes the login's reply as it takes the boot script's in the browser.
      putEarlyReply(
        earlyKey(ref.method, refUrl(ref), JSON.stringify(request.body), null),
        Promise.resolve(
          new Response(loginReply.body, {
            status: loginReply.status,
            headers: { 'content-type': 'application/json' },
          }),
        ),
        Number.POSITIVE_INFINITY,
      );
      // Settled (what the loader asks) once its promise has been seen to resolve.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const screen = landingScreens[landing.path as LandingPath];
    const params = matchPath(landing.path, landing.to.split(/[?#]/)[0] ?? '')?.params ?? {};
    await Promise.all([
      // The landing's first reads, left where the data layout's loader looks for the boot script's.
      ...(screen?.reads ?? []).map(async (read) => {
        const body = read.body === undefined ? undefined : JSON.stringify(read.body);
        const reply = await input.call({
          method: read.ref.method,
          url: refUrl(read.ref),
          body,
          token: data.token,
          language,
        });
        const response = new Response(reply.body, {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        });
        putEarlyReply(firstReadKey(read, data.token), Promise.resolve(response), readMaxAgeMs);
      }),
      // The other landings' queries, run here (boot/drawn-landing-queries.ts).
      ...(drawnLandingQueries[landing.path as ServerRenderedLanding]?.(scope.queryClient, params) ?? []),
    ]);
    const handler = createStaticHandler(routeObjects);
    const context = await handler.query(new Request(new URL(landing.to, 'http://rc.invalid')));
    // A redirect (the guard) or a failed loader: the browser takes it from here.
    if (context instanceof Response || context.errors) return { kind: 'login', login: loginReply };
    // A read that failed is the screen's to ask again, with its own message: the browser's.
    const failed = scope.queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status !== 'success');
    if (failed) return { kind: 'login', login: loginReply };

    const router = createStaticRouter(handler.dataRoutes, context);
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Providers>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
      // Every boundary inline, in place: no script is needed to put a part where it belongs.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await toText(prelude);
    const overlay = alertText === null ? undefined : await drawnAlert(alertText);
    return {
      kind: 'landing',
      login: loginReply,
      html,
      ...(overlay === undefined ? {} : { overlay }),
      theme: themeFor(session.vipFlag()),
      state: {
        landing: landing.to,
        path: landing.path,
        language,
        dehydrated: dehydrate(scope.queryClient),
        loaderData: context.loaderData,
        ...(jumpFlag ? { jumpFlag } : {}),
      },
    };
  });
}
