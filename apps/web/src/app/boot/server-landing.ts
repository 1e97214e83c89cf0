import type { DehydratedState } from '@tanstack/react-query';
import type { LoginData, Locale } from '@rc/contract';
import { nextScreenAfterLogin, type AfterLoginEffect } from '../../shared/routing/after-login.js';
import { rightTapAfterJumpFlag, type JumpFlag } from '../../shared/rights/right-tap.js';
import type { QueryRecord } from '../../shared/session/entry-query.js';

/**
 * The landing screens the server draws on a hand-off (decisions 052, 054, 062): every screen a
 * launcher persona lands on. The first ones have their first reads in boot/landing.ts (the boot
 * script sends them early on the browser road too); the others' queries are run by the server
 * itself before it draws (boot/drawn-landing-queries.ts). A path may have parameters (`:type`).
 */
export const serverRenderedLandings = [
  '/mine/persional',
  '/rights/mycoupons',
  '/rights/getown',
  '/mine/rightUser',
  '/merchant/merchantHomepage',
  '/mine/subcompany',
  '/rights/nopower',
  '/account/authentication',
  '/account/expired',
  '/serviceTransfer/claimGiftPackage',
  // The coupons of the right a haveRc login names, after its jump flag (spec 4, after login, step 5).
  '/rights/coupons/:type',
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
  /** The path the landing was rendered for (its preload key); the entrance under a remind login's alert. */
  path: ServerRenderedLanding | '/account/entrance';
  language: Locale;
  /** The react-query cache the screen was rendered with. */
  dehydrated: DehydratedState;
  /** The data router's loader data, by route id. */
  loaderData: Record<string, unknown>;
  /** The jump flag the server asked for a haveRc login (auth/R00010035), which led to this landing. */
  jumpFlag?: JumpFlag;
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

/** Whether a screen's path is a landing pattern's (`:name` matches one non-empty segment). */
function matchesLanding(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? (got[i] ?? '') !== '' : part === got[i]))
  );
}

/** The drawn landing a screen's URL (path and query) is, when it is one. */
export function drawnLandingOf(to: string): { to: string; path: ServerRenderedLanding } | null {
  const [path = '', query = ''] = to.split('#')[0]?.split('?') ?? [];
  // A tab other than the first (my coupons) is not what the landing's first reads are.
  if (new URLSearchParams(query).has('tab')) return null;
  const found = serverRenderedLandings.find((p) => matchesLanding(p, path));
  return found ? { to, path: found } : null;
}

type JumpFlagEffect = Extract<AfterLoginEffect, { kind: 'resolveJumpFlag' }>;

/** Spec 4's after-login effects for a hand-off login, as the entrance works them out. */
function effectsOf(
  data: LoginData,
  entry: QueryRecord,
  nextUrl: string | null,
  inWeChat: boolean,
): AfterLoginEffect[] {
  return nextScreenAfterLogin(data, {
    isBackUrl: entry.isBackUrl,
    nextUrl,
    inWeChat,
    sdTrackCode: entry.sd_track_code,
    sdExpireTime: entry.sd_expire_time,
  });
}

/**
 * Where the entrance's loader (src/features/account/entrance-loader.ts) goes
 * straight after this login, when it is one of the server-rendered screens:
 * spec 4's after-login rules (the same function) give exactly one effect, a
 * navigation. `nextUrl`: what the guard stored on the way to the entrance (a hand-off to a deep
 * link, decision 064); without it a return to a stored next URL (isBackUrl) is the browser's to know.
 */
export function serverLandingOf(
  data: LoginData,
  entry: QueryRecord,
  nextUrl: string | null,
  inWeChat: boolean,
): { to: string; path: ServerRenderedLanding } | null {
  if (entry.isBackUrl === '1' && !nextUrl) return null;
  const effects = effectsOf(data, entry, nextUrl, inWeChat);
  const [only] = effects;
  if (effects.length !== 1 || only?.kind !== 'navigate') return null;
  return drawnLandingOf(only.to);
}

/**
 * A haveRc login (spec 4, after login, step 5): its only effect is to ask the right's jump flag,
 * then go where it leads. Null for any other login.
 */
export function jumpFlagAskedBy(
  data: LoginData,
  entry: QueryRecord,
  nextUrl: string | null,
  inWeChat: boolean,
): JumpFlagEffect | null {
  const only = onlyEffectOf(data, entry, nextUrl, inWeChat);
  return only?.kind === 'resolveJumpFlag' ? only : null;
}

/**
 * The words of the alert with no button (spec 4, a login's remindMessage) when it is the login's only
 * after-login step: the entrance stays under it (decision 064, remind). Null for any other login.
 */
export function blockingAlertOf(
  data: LoginData,
  entry: QueryRecord,
  nextUrl: string | null,
  inWeChat: boolean,
): string | null {
  const only = onlyEffectOf(data, entry, nextUrl, inWeChat);
  return only?.kind === 'alert' ? only.text : null;
}

/** A login's after-login step when it has exactly one (a deep link still waiting for its nextUrl has none). */
function onlyEffectOf(data: LoginData, entry: QueryRecord, nextUrl: string | null, inWeChat: boolean) {
  if (entry.isBackUrl === '1' && !nextUrl) return null;
  const effects = effectsOf(data, entry, nextUrl, inWeChat);
  return effects.length === 1 ? (effects[0] ?? null) : null;
}

/** Where the jump flag's answer leads (the same step the entrance takes), when it is a drawn landing. */
export function landingAfterJumpFlag(
  effect: JumpFlagEffect,
  flag: JumpFlag,
  entry: QueryRecord,
): { to: string; path: ServerRenderedLanding } | null {
  const step = rightTapAfterJumpFlag(flag, effect.right, {
    code: entry.sd_track_code,
    expireTime: entry.sd_expire_time,
  });
  return step.kind === 'navigate' ? drawnLandingOf(step.to) : null;
}

/** The reply of the hand-off login the server made for this page, as a fresh Response each time asked. */
export function serverLoginReply(): Promise<Response> | null {
  const reply = typeof window === 'undefined' ? undefined : window.__RC_LOGIN__;
  if (!reply) return null;
  return Promise.resolve(
    new Response(reply.body, { status: reply.status, headers: { 'content-type': 'application/json' } }),
  );
}
