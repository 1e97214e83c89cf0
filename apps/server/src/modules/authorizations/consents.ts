import type { ConsentRecord, Locale, PrivacyAuthorization } from '@rc/contract';
import {
  consentLedger,
  consentPurposes,
  customerPid,
  recordConsent,
  type ConsentPurpose,
  type ConsentRecordRow as RecordRow,
} from '../../domain/consents.js';
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
  return consentLedger(deps.db, customerId);
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
  // Serialised per customer so two taps cannot interleave their reads (domain/consents.ts).
  const row = await recordConsent(
    deps.db,
    customerId,
    code,
    granted,
    currentPolicyVersion,
    session.channelId,
  );
  return itemOf(code, row, locale);
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
  const pid = await customerPid(deps.db, customerId);
  if (pid === null) throw new Error('session without its customer');
  const rows = await history(deps, customerId);
  const latest = latestByPurpose(rows);
  const payload = JSON.stringify({
    kind: 'consent-receipt',
    version: 1,
    issuer: 'rights-centre',
    pid,
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
