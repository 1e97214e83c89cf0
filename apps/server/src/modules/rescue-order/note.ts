import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { rescueOrderNote, type Localized } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import { sha256 } from '../../db/sms.js';
import { channels, loginCodes, orders, smsOutbox } from '../../db/schema/index.js';

/** How long the login code a note answers may wait before the entrance uses it. */
const codeLifetimeMs = 10 * 60_000;

const words = {
  linkInvalid: {
    'zh-CN': '短信链接已失效，请从合作方应用重新进入',
    'en-US': 'This message link has expired, please enter again from the partner app',
  },
} satisfies Record<string, Localized>;

/**
 * rescueOrder/R00010068, the intake of /order/list?Message=sid (spec 4): the
 * sid of an order SMS becomes a single-use login code (rcNeedCode, stored as
 * its SHA-256 like every login code) and the order's screen to open. Each
 * opening of the link answers a fresh code; the link itself lapses with the
 * message.
 */
export async function noteFromSms(deps: AppDeps, sid: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const [msg] = await tx
      .select({ customerId: smsOutbox.customerId, orderId: smsOutbox.orderId })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.linkSidHash, sha256(sid)), gt(smsOutbox.expiresAt, now)));
    if (!msg?.customerId || !msg.orderId) throw toast(words.linkInvalid);
    const [order] = await tx
      .select({ id: orders.id, businessType: orders.businessType })
      .from(orders)
      .where(eq(orders.id, msg.orderId));
    // Customers enter through a customer channel (login channel 0); the first one is the insurer's app.
    const [channel] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.loginChannel, '0'))
      .orderBy(asc(channels.id))
      .limit(1);
    if (!order || !channel) throw toast(words.linkInvalid);
    const code = randomBytes(24).toString('base64url');
    await tx.insert(loginCodes).values({
      codeHash: sha256(code),
      kind: 'rcNeedCode',
      customerId: msg.customerId,
      channelId: channel.id,
      expiresAt: new Date(now.getTime() + codeLifetimeMs),
    });
    return {
      rcNeedCode: code,
      jumpUrl: `/order/checkDetail/${order.id}`,
      businessType: order.businessType,
    };
  });
}

export function rescueNoteRoutes(deps: AppDeps): BoundHandler[] {
  return [handle(rescueOrderNote, ({ body }) => noteFromSms(deps, body.sid))];
}
