import { Status, type EndpointDef, type Localized } from '@rc/contract';
import { BusinessError } from './errors.js';
import type { SessionContext } from './session-store.js';

/**
 * An order pass is the session an order's text-message link opens (issue 21, finding 5; decision 041):
 * it reads that one order and nothing else of the account. The link may have gone to any contact
 * number typed on the order, so the pass is never a login to the account: not the lists, not the
 * coupons, not a cancel, not another order.
 */

/** How long a pass lives after its link is opened (also capped by the session's idle limit). */
export const orderPassSeconds = 30 * 60;

const words = {
  passOnly: {
    'zh-CN': '短信链接只能查看这一笔订单，如需其他服务请从合作方应用进入',
    'en-US': 'A message link shows only its order; for anything else please enter from the partner app',
  },
} satisfies Record<string, Localized>;

interface PassInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

function field(part: unknown, key: string): string | undefined {
  if (typeof part !== 'object' || part === null) return undefined;
  const value = (part as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * What a pass may call: reads of its order (the detail, a form's answers, the store's code while it is
 * live, a driver's or lent car's progress), each naming the order where this says. Everything else is
 * refused before input is read.
 */
const orderOf: Readonly<Record<string, (input: PassInput) => string | undefined>> = {
  checkOrderDetail: (i) => field(i.params, 'id'),
  initOrderDetail: (i) => field(i.params, 'orderPrimaryId'),
  serviceFormOrder: (i) => field(i.params, 'id'),
  refreshOrderQrCode: (i) => field(i.query, 'orderPrimaryId'),
  designatedDriverProgress: (i) => field(i.body, 'orderPrimaryId'),
  substituteTrail: (i) => field(i.params, 'id'),
};

/** Calls on the session itself (its keys, its refresh, its end), which reach nothing of the account. */
const sessionOnly = new Set(['exchangeSessionKeys', 'refreshSession', 'logout']);

function passOnly(): BusinessError {
  return new BusinessError(Status.toast, words.passOnly);
}

/** An order as a pass shows it: no action offered (the pass may take none). */
export function passView<D extends { canCancel: boolean; canUrge: boolean }>(
  session: SessionContext | null,
  detail: D,
): D & { readOnly?: boolean } {
  return session?.scopeOrderId ? { ...detail, canCancel: false, canUrge: false, readOnly: true } : detail;
}

/** Before input is read: a pass reaches only the calls above. */
export function assertPassMayCall(endpoint: EndpointDef, session: SessionContext): void {
  if (!session.scopeOrderId) return;
  if (sessionOnly.has(endpoint.name) || endpoint.name in orderOf) return;
  throw passOnly();
}

/** With the input read: the order named must be the pass's own. */
export function assertPassOrder(endpoint: EndpointDef, session: SessionContext, input: PassInput): void {
  if (!session.scopeOrderId || sessionOnly.has(endpoint.name)) return;
  const named = orderOf[endpoint.name]?.(input);
  if (named !== session.scopeOrderId) throw passOnly();
}
