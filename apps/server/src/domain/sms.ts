import { createHash } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { maskMobile } from './masking.js';
import { smsOutbox } from '../db/schema/sms.js';

export interface SmsMessage {
  mobile: string;
  kind: 'verificationCode' | 'orderTicket' | 'orderNotice';
  body: string;
  customerId?: string | null;
  orderId?: string | null;
  /** The sid of a link in the text (stored hashed). */
  linkSid?: string;
  /** A code the customer types back (stored hashed). */
  code?: string;
  expiresAt?: Date;
}

/**
 * Sends a text message. The default writes it to `sms_outbox` only (the demo
 * launcher shows it); a gateway sender would deliver it too. It runs inside
 * the caller's transaction, so a rolled-back change sends nothing.
 */
export type SmsSender = (db: DbOrTx, message: SmsMessage) => Promise<void>;

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function outboxSmsSender(fieldCrypto: FieldCrypto): SmsSender {
  return async (db, m) => {
    await db.insert(smsOutbox).values({
      mobileSealed: fieldCrypto.seal(m.mobile),
      mobileIndex: fieldCrypto.blindIndex(m.mobile),
      kind: m.kind,
      body: m.body,
      customerId: m.customerId ?? null,
      orderId: m.orderId ?? null,
      linkSidHash: m.linkSid ? sha256(m.linkSid) : null,
      codeHash: m.code ? sha256(m.code) : null,
      expiresAt: m.expiresAt ?? null,
    });
  };
}

/** The newest messages of the outbox, numbers masked (the demo launcher's list). */
export async function latestSms(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  limit = 20,
): Promise<{ mobile: string; kind: string; body: string; at: Date }[]> {
  const rows = await db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(limit);
  return rows.map((r) => ({
    mobile: maskMobile(fieldCrypto.open(r.mobileSealed)),
    kind: r.kind,
    body: r.body,
    at: r.createdAt,
  }));
}
