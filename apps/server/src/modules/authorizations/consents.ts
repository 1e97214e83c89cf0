import { and, desc, eq } from 'drizzle-orm';
import type { ConsentRecord, Locale, PrivacyAuthorization } from '@rc/contract';
import { consentPurposes, consentRecords, customers, type ConsentPurpose } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import type { SessionContext } from '../../http/session-store.js';
import { badField } from '../../http/validate.js';
import { currentPolicyVersion, purposeTexts } from './purposes.js';
import { receiptKeyFrom, signReceipt, type ReceiptKey } from './receipt.js';

/**
 * Privacy consents are the signed-in person's own, whoever they switched to:
 * they always read and write `session.customerId`, never the acting customer.
 */
function ownerOf(session: SessionContext): string {
  if (!session.customerId) throw new Error('consents are for customer sessions');
  return session.customerId;
}

type RecordRow = typeof consentRecords.$inferSelect;

function isPurpose(code: string): code is ConsentPurpose {
  return (consentPurposes as readonly string[]).includes(code);
}

function itemOf(
  purpose: ConsentPurpose,
  latest: RecordRow | undefined,
  locale: Locale,
): PrivacyAuthorization {
  const text = purposeTexts[purpose];
  return {
    code: purpose,
    title: text.title[locale],
    summary: text.summary[locale],
    documentUrl: `/account/agreement?doc=privacy&purpose=${purpose}`,
    required: false,
    granted: latest?.granted ?? false,
    updatedAt: latest ? latest.at.toISOString() : null,
    policyVersion: latest?.policyVersion ?? '',
    channel: latest?.channel ?? '',
  };
}

async function history(deps: AppDeps, customerId: string): Promise<RecordRow[]> {
  return deps.db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.customerId, customerId))
    .orderBy(desc(consentRecords.at), desc(consentRecords.id));
}

/** The record in force per purpose is the latest one; a purpose never answered is not granted. */
function latestByPurpose(rows: RecordRow[]): Map<ConsentPurpose, RecordRow> {
  const latest = new Map<ConsentPurpose, RecordRow>();
  for (const row of rows) if (!latest.has(row.purpose)) latest.set(row.purpose, row);
  return latest;
}

export async function listConsents(deps: AppDeps, session: SessionContext, locale: Locale) {
  const latest = latestByPurpose(await history(deps, ownerOf(session)));
  return { list: consentPurposes.map((p) => itemOf(p, latest.get(p), locale)), currentPolicyVersion };
}

/**
 * Grants or withdraws one purpose. Each change is a new ledger row (withdrawal
 * included), effective at once because every read takes the latest row.
 * Answering the same again records nothing.
 */
export async function setConsent(
  deps: AppDeps,
  session: SessionContext,
  code: string,
  granted: boolean,
  locale: Locale,
): Promise<PrivacyAuthorization> {
  if (!isPurpose(code)) throw badField('code', locale);
  const customerId = ownerOf(session);
  return deps.db.transaction(async (tx) => {
    // Serialise a customer's consent changes so two taps cannot interleave their reads.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [latest] = await tx
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.customerId, customerId), eq(consentRecords.purpose, code)))
      .orderBy(desc(consentRecords.at), desc(consentRecords.id))
      .limit(1);
    if (latest && latest.granted === granted && latest.policyVersion === currentPolicyVersion) {
      return itemOf(code, latest, locale);
    }
    const [row] = await tx
      .insert(consentRecords)
      .values({
        customerId,
        purpose: code,
        granted,
        policyVersion: currentPolicyVersion,
        channel: session.channelId,
        at: new Date(),
      })
      .returning();
    return itemOf(code, row, locale);
  });
}

function recordOf(row: RecordRow): ConsentRecord {
  return {
    id: row.id,
    code: row.purpose,
    granted: row.granted,
    policyVersion: row.policyVersion,
    channel: row.channel,
    at: row.at.toISOString(),
  };
}

export async function consentHistory(deps: AppDeps, session: SessionContext) {
  return { list: (await history(deps, ownerOf(session))).map(recordOf) };
}

let cachedKey: { dataKey: string; key: ReceiptKey } | undefined;

export function receiptKey(deps: AppDeps): ReceiptKey {
  if (cachedKey?.dataKey !== deps.config.dataKey) {
    cachedKey = { dataKey: deps.config.dataKey, key: receiptKeyFrom(deps.config.dataKey) };
  }
  return cachedKey.key;
}

/**
 * The signed receipt of the whole history. The payload names the customer by
 * PID only (no name, mobile or ID number), so the file can be kept or shared.
 */
export async function consentReceipt(deps: AppDeps, session: SessionContext, now = new Date()) {
  const customerId = ownerOf(session);
  const [me] = await deps.db
    .select({ pid: customers.pid })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!me) throw new Error('session without its customer');
  const rows = await history(deps, customerId);
  const latest = latestByPurpose(rows);
  const payload = JSON.stringify({
    kind: 'consent-receipt',
    version: 1,
    issuer: 'rights-centre',
    pid: me.pid,
    issuedAt: now.toISOString(),
    currentPolicyVersion,
    inForce: consentPurposes.map((p) => ({
      code: p,
      granted: latest.get(p)?.granted ?? false,
      since: latest.get(p)?.at.toISOString() ?? null,
    })),
    history: rows.map(recordOf),
  });
  return signReceipt(payload, receiptKey(deps));
}
