import { and, asc, count, eq } from 'drizzle-orm';
import type { OpsTip, OpsTipInput } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { tips } from '../db/schema/index.js';
import { changedFields, writeAudit, type AuditActor, type AuditSummary } from './audit.js';

/**
 * Console: the editorial tips (rights screens and the login response), each change with
 * its audit line. Read by customers on every call (domain/tips.ts), so a change is seen
 * on their next one.
 */

type Row = typeof tips.$inferSelect;
export type TipInput = Required<Omit<OpsTipInput, 'id'>> & { id?: string | undefined };

/** Where a tip stands among the tips of its placement: first and last cannot move further. */
type Ends = { first: boolean; last: boolean };

async function endsOf(db: DbOrTx): Promise<Map<string, Ends>> {
  const rows = await db
    .select({ id: tips.id, placement: tips.placement })
    .from(tips)
    .orderBy(asc(tips.placement), asc(tips.sort), asc(tips.createdAt));
  const ends = new Map<string, Ends>();
  rows.forEach((r, i) => {
    ends.set(r.id, {
      first: rows[i - 1]?.placement !== r.placement,
      last: rows[i + 1]?.placement !== r.placement,
    });
  });
  return ends;
}

function tipOf(r: Row, ends: Ends = { first: false, last: false }): OpsTip {
  return {
    ...ends,
    id: r.id,
    placement: r.placement,
    serviceType: r.serviceType,
    title: r.title,
    titleEn: r.titleEn,
    content: r.content,
    contentEn: r.contentEn,
    level: r.level,
    sort: r.sort,
    enabled: r.enabled,
    updatedAt: r.updatedAt.toISOString(),
  };
}

function summary(t: OpsTip): AuditSummary {
  const { id: _id, updatedAt: _at, first: _first, last: _last, ...rest } = t;
  return rest;
}

export async function tipPage(db: Db, q: { onPagenum: number; onPagesize: number }) {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(tips),
    db
      .select()
      .from(tips)
      .orderBy(asc(tips.placement), asc(tips.sort), asc(tips.createdAt))
      .limit(q.onPagesize)
      .offset((q.onPagenum - 1) * q.onPagesize),
  ]);
  const ends = await endsOf(db);
  return { list: rows.map((r) => tipOf(r, ends.get(r.id))), total: total?.n ?? 0 };
}

/** Adds (no `id`) or edits a tip, `serviceType` checked by the module; null for an unknown tip (nothing written). */
export async function saveTipItem(
  db: Db,
  operator: AuditActor,
  input: TipInput,
  serviceType: string,
  now: Date,
): Promise<OpsTip | null> {
  const values = {
    placement: input.placement,
    serviceType,
    title: input.title,
    titleEn: input.titleEn,
    content: input.content,
    contentEn: input.contentEn,
    level: input.level,
    sort: input.sort,
    enabled: input.enabled,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    if (!input.id) {
      const [row] = await tx
        .insert(tips)
        .values({ ...values, createdAt: now })
        .returning();
      if (!row) throw new Error('tip insert returned nothing');
      await writeAudit(tx, operator, {
        action: 'tip.create',
        objectType: 'tip',
        objectId: row.id,
        after: summary(tipOf(row)),
      });
      return tipOf(row, (await endsOf(tx)).get(row.id));
    }
    const [before] = await tx.select().from(tips).where(eq(tips.id, input.id)).for('update');
    if (!before) return null;
    const [row] = await tx.update(tips).set(values).where(eq(tips.id, input.id)).returning();
    if (!row) return null;
    await writeAudit(tx, operator, {
      action: 'tip.update',
      objectType: 'tip',
      objectId: row.id,
      ...changedFields(summary(tipOf(before)), summary(tipOf(row))),
    });
    return tipOf(row, (await endsOf(tx)).get(row.id));
  });
}

/** Shows or hides a tip; null for an unknown one. */
export async function setTipShown(
  db: Db,
  operator: AuditActor,
  input: { id: string; enabled: boolean },
  now: Date,
): Promise<OpsTip | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tips)
      .set({ enabled: input.enabled, updatedAt: now })
      .where(and(eq(tips.id, input.id), eq(tips.enabled, !input.enabled)))
      .returning();
    if (!row) {
      // Already in that state (a double tap, a colleague): nothing changes, nothing is audited.
      const [same] = await tx.select().from(tips).where(eq(tips.id, input.id));
      if (!same) return null;
      return tipOf(same, (await endsOf(tx)).get(same.id));
    }
    await writeAudit(tx, operator, {
      action: input.enabled ? 'tip.enable' : 'tip.disable',
      objectType: 'tip',
      objectId: row.id,
      before: { enabled: !input.enabled },
      after: { enabled: input.enabled },
    });
    return tipOf(row, (await endsOf(tx)).get(row.id));
  });
}

/**
 * Moves a tip one place among the tips of its placement: it swaps order with
 * its neighbour (equal sort numbers are spread first, so a swap always moves it).
 */
export async function moveTipOnePlace(
  db: Db,
  operator: AuditActor,
  input: { id: string; direction: 'up' | 'down' },
): Promise<{ moved: boolean } | null> {
  return db.transaction(async (tx) => {
    const [me] = await tx.select().from(tips).where(eq(tips.id, input.id)).for('update');
    if (!me) return null;
    const siblings = await tx
      .select()
      .from(tips)
      .where(eq(tips.placement, me.placement))
      .orderBy(asc(tips.sort), asc(tips.createdAt))
      .for('update');
    const at = siblings.findIndex((s) => s.id === me.id);
    const other = siblings[input.direction === 'up' ? at - 1 : at + 1];
    if (!other) return { moved: false };
    // Renumber the placement 10, 20, 30... with the two swapped.
    const order = siblings.map((s) => s.id);
    const j = order.indexOf(other.id);
    order[at] = other.id;
    order[j] = me.id;
    for (const [i, id] of order.entries()) {
      const sort = (i + 1) * 10;
      const row = siblings.find((s) => s.id === id);
      if (row && row.sort !== sort) await tx.update(tips).set({ sort }).where(eq(tips.id, id));
    }
    await writeAudit(tx, operator, {
      action: 'tip.move',
      objectType: 'tip',
      objectId: me.id,
      before: { position: at + 1 },
      after: { position: j + 1 },
    });
    return { moved: true };
  });
}
