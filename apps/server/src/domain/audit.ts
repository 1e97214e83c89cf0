import type { AuditAction, AuditObjectType } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/**
 * Who acts: what the audit line records (an OperatorContext fits). A partner
 * channel's hand-off has no operator: its line names `channel:<id>`.
 */
export interface AuditActor {
  operatorId: string | null;
  account: string;
}

export type AuditSummary = Record<string, unknown>;

export interface AuditEntryInput {
  /**
   * What was done, `<object>.<verb>`: `news.create`, `channel.rotateSecret`, `coupon.revoke`.
   * A new code is added to `auditActions` in @rc/contract, with its sentence in the console's words.
   */
  action: AuditAction;
  /** The kind of object: `news`, `channel`, `coupon`, `feedbackReport`... (the audit screen's filter). */
  objectType: AuditObjectType;
  objectId: string;
  /**
   * Before/after summaries: the fields the action changed, as shown in the
   * console. Personal data only masked (domain/masking.ts), never a secret.
   */
  before?: AuditSummary | null;
  after?: AuditSummary | null;
}

/**
 * Writes one audit line. Call it with the transaction that makes the change, so
 * the change and its line are committed together or not at all.
 */
export async function writeAudit(
  tx: DbOrTx,
  actor: AuditActor,
  entry: AuditEntryInput,
  now = new Date(),
): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: actor.operatorId,
    operatorAccount: actor.account,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: now,
  });
}

/** The fields of `after` that differ from `before`, each side: what an edit's audit line shows. */
export function changedFields(
  before: AuditSummary,
  after: AuditSummary,
): { before: AuditSummary; after: AuditSummary } {
  const b: AuditSummary = {};
  const a: AuditSummary = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}
