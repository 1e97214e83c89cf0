import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Localized } from '@rc/contract';
import type { Tx } from '../db/client.js';
import { toast } from './errors.js';
import { sha256 } from '../domain/sms.js';
import { channels, loginCodes, orders, smsOutbox } from '../db/schema/index.js';

/**
 * The link in an order's text message (/order/list?Message=sid, /order/intelligentDrive?Message=sid)
 * opens that order once, for a short while, and never the account (issue 21, finding 5; decision 041).
 * The number it goes to is whatever contact was typed on the order, so whoever holds it gets a pass
 * to read this one order (http/order-pass.ts), whichever number it was.
 */

/** How long a sent link may wait to be opened: a day at most (a service is booked within it or followed in the app). */
export const smsLinkLifetimeMs = 24 * 3_600_000;
/** How long the pass code a link answers may wait before the entrance turns it into the pass. */
const passCodeLifetimeMs = 10 * 60_000;

const words = {
  linkUsed: {
    'zh-CN': '该短信链接已打开过，每条链接只能使用一次。请从合作方应用进入查看订单',
    'en-US':
      'This message link has already been opened; each link works once. Please see the order from the partner app',
  },
  linkExpired: {
    'zh-CN': '短信链接已失效，请从合作方应用重新进入',
    'en-US': 'This message link has expired, please enter again from the partner app',
  },
} satisfies Record<string, Localized>;

export type LinkedOrder = typeof orders.$inferSelect;

/**
 * Spends the link of `sid` (its first opening wins; a racing second one finds it spent) and issues a
 * single-use pass code for its order. `accepts` says which orders this intake opens; a link for
 * another intake is refused as expired and stays unspent.
 */
export async function openSmsLink(
  tx: Tx,
  sid: string,
  accepts: (order: LinkedOrder) => boolean,
  now = new Date(),
): Promise<{ code: string; order: LinkedOrder }> {
  const hash = sha256(sid);
  const [msg] = await tx
    .select({ id: smsOutbox.id, orderId: smsOutbox.orderId, usedAt: smsOutbox.linkUsedAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.linkSidHash, hash), gt(smsOutbox.expiresAt, now)));
  if (!msg?.orderId) throw toast(words.linkExpired);
  if (msg.usedAt) throw toast(words.linkUsed);
  const [order] = await tx.select().from(orders).where(eq(orders.id, msg.orderId));
  // Customers enter through a customer channel (login channel 0); the first one is the insurer's app.
  const [channel] = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.loginChannel, '0'))
    .orderBy(asc(channels.id))
    .limit(1);
  if (!order || !channel || !accepts(order)) throw toast(words.linkExpired);
  const spent = await tx
    .update(smsOutbox)
    .set({ linkUsedAt: now })
    .where(and(eq(smsOutbox.id, msg.id), isNull(smsOutbox.linkUsedAt)))
    .returning({ id: smsOutbox.id });
  if (spent.length === 0) throw toast(words.linkUsed);
  const code = randomBytes(24).toString('base64url');
  await tx.insert(loginCodes).values({
    codeHash: sha256(code),
    kind: 'rcNeedCode',
    customerId: order.customerId,
    channelId: channel.id,
    orderId: order.id,
    expiresAt: new Date(now.getTime() + passCodeLifetimeMs),
  });
  return { code, order };
}
