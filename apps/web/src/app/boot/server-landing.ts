import type { DehydratedState } from '@tanstack/react-query';
import type { LoginData, Locale } from '@rc/contract';
import { nextScreenAfterLogin } from '../../shared/routing/after-login.js';
import type { QueryRecord } from '../../shared/session/entry-query.js';

/**
 * The landing screens the server renders on a hand-off
 * (docs/decisions/052-landing-rendered-on-the-server.md): the two landing
 * personas' screens. Any other landing gets today's page.
 */
/** The landings the server draws (decisions 052, 054); each has its first reads in boot/landing.ts. */
export const serverRenderedLandings = [
  '/mine/persional',
  '/rights/mycoupons',
  '/rights/getown',
  '/mine/rightUser',
  '/merchant/merchantHomepage',
  '/mine/subcompany',
  '/rights/nopower',
  // Not yet: /account/authentication hydrates with a text mismatch, /account/expired reads `window`
  // while it renders (decision 054, what is left).
] as const;
export type ServerRenderedLanding = (typeof serverRenderedLandings)[number];

/** The hand-off login's reply as the server's own call got it: HTTP status and body text. */
export interface HandoffLoginReply {
  status: number;
  body: string;
}

/** What a server-rendered landing page hands the browser (window.__RC_SSR__). */
export interface ServerLandingState {
  /** The landing screen's URL (path and query), where the page's URL goes. */
  landing: string;
  /** The path the landing was rendered for (its preload key). */
  path: ServerRenderedLanding;
  language: Locale;
  /** The react-query cache the screen was rendered with. */
  dehydrated: DehydratedState;
  /** The data router's loader data, by route id. */
  loaderData: Record<string, unknown>;
}

declare global {
  interface Window {
    /** The hand-off login the server already made for this page: the boot script and the entrance use it. */
    __RC_LOGIN__?: HandoffLoginReply;
    /** Present when the page carries the server-rendered landing (src/main.tsx hydrates it). */
    __RC_SSR__?: ServerLandingState;
  }
}

/** The login's data when the reply is a success (as loose as the boot script's own check). */
export function loginDataOf(envelope: unknown): LoginData | null {
  if (!envelope || typeof envelope !== 'object') return null;
  const { status, data } = envelope as { status?: unknown; data?: unknown };
  if (status !== 0 || !data || typeof data !== 'object') return null;
  const { token, userVo } = data as { token?: unknown; userVo?: unknown };
  return typeof token === 'string' && token && userVo && typeof userVo === 'object'
    ? (data as LoginData)
    : null;
}

/**
 * Where the entrance's loader (src/features/account/entrance-loader.ts) goes
 * straight after this login, when it is one of the server-rendered screens:
 * spec 4's after-login rules (the same function) give exactly one effect, a
 * navigation. A return to a stored next URL (isBackUrl) is the browser's to know.
 */
export function serverLandingOf(
  data: LoginData,
  entry: QueryRecord,
  inWeChat: boolean,
): { to: string; path: ServerRenderedLanding } | null {
  if (entry.isBackUrl === '1') return null;
  const effects = nextScreenAfterLogin(data, {
    isBackUrl: entry.isBackUrl,
    nextUrl: null,
    inWeChat,
    sdTrackCode: entry.sd_track_code,
    sdExpireTime: entry.sd_expire_time,
  });
  const [only] = effects;
  if (effects.length !== 1 || only?.kind !== 'navigate') return null;
  const [path = '', query = ''] = only.to.split('#')[0]?.split('?') ?? [];
  // A tab other than the first (my coupons) is not what the landing's first reads are.
  if (new URLSearchParams(query).has('tab')) return null;
  const found = serverRenderedLandings.find((p) => p === path);
  return found ? { to: only.to, path: found } : null;
}

/** The reply of the hand-off login the server made for this page, as a fresh Response each time asked. */
export function serverLoginReply(): Promise<Response> | null {
  const reply = typeof window === 'undefined' ? undefined : window.__RC_LOGIN__;
  if (!reply) return null;
  return Promise.resolve(
    new Response(reply.body, { status: reply.status, headers: { 'content-type': 'application/json' } }),
  );
}
