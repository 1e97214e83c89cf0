import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OpsHealthCard } from '@rc/contract';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema/index.js';
import { writeAudit, type AuditActor } from './audit.js';
import { customerNames, isHealthCard, pageOfOrders } from './console-queues.js';
import { issueHealthCard } from './health-cards.js';
import { maskName } from './masking.js';
import type { OrderRow } from './orders.js';
import { outcomeOf, Refused, type Outcome } from './refusals.js';

/**
 * Console: staff issue the health payment cards customers applied for
 * (docs/decisions/026) through `issueHealthCard`, whose conditional UPDATEs
 * refuse an application the customer withdrew meanwhile.
 */

export type CardState = OpsHealthCard['state'];

const statusesOf: Record<CardState, OrderRow['status'][]> = {
  pending: ['submitted'],
  made: ['accepted'],
  posted: ['inService', 'toVerify', 'completed'],
  withdrawn: ['cancelled'],
};

function stateOf(status: OrderRow['status']): CardState {
  const found = (Object.keys(statusesOf) as CardState[]).find((k) => statusesOf[k].includes(status));
  return found ?? 'pending';
}

/** The card number as the customer's card screen shows it: first and last four digits. */
function maskCardNo(no: string): string {
  return no.length > 8 ? `${no.slice(0, 4)} **** **** ${no.slice(-4)}` : '****';
}

interface CardDetails {
  cardName?: string;
  holderName?: string;
  cardNo?: string;
  validTo?: string;
}

function cardOf(row: OrderRow): CardDetails {
  const card = row.details.card;
  return typeof card === 'object' && card !== null ? card : {};
}

function viewOf(row: OrderRow, names: Map<string, string>): OpsHealthCard {
  const card = cardOf(row);
  return {
    id: row.id,
    ticketId: row.orderNo,
    status: row.status,
    state: stateOf(row.status),
    createdAt: row.createdAt.toISOString(),
    customer: names.get(row.customerId) ?? '',
    cardName: card.cardName ?? '',
    holderName: maskName(card.holderName ?? row.contactName),
    cardNo: card.cardNo ? maskCardNo(card.cardNo) : null,
    validTo: card.validTo ?? null,
  };
}

/** Applications made on the health card form (decision 026), whatever service type the catalogue gives it. */

/** Pending ones oldest first (issued in turn); the others newest first. */
export async function healthCardApplications(
  db: Db,
  q: { state: CardState; onPagenum: number; onPagesize: number },
): Promise<{ list: OpsHealthCard[]; total: number }> {
  const where: SQL | undefined = and(isHealthCard, inArray(orders.status, statusesOf[q.state]));
  const order =
    q.state === 'pending'
      ? [asc(orders.createdAt), asc(orders.id)]
      : [desc(orders.updatedAt), desc(orders.id)];
  const { rows, total } = await pageOfOrders(db, where, order, q);
  const names = await customerNames(
    db,
    rows.map((r) => r.customerId),
  );
  return { list: rows.map((r) => viewOf(r, names)), total };
}

export type IssueCardRefusal = 'notFound' | 'notCard' | 'withdrawn' | 'issued' | 'cardNo' | 'validTo';

/** Issues the card (number and validity) in one transaction with its audit line. */
export async function issueCardToApplicant(
  db: Db,
  operator: AuditActor & { operatorId: string },
  body: { id: string; cardNo: string },
  validTo: Date,
  now: Date,
): Promise<Outcome<OpsHealthCard, IssueCardRefusal>> {
  const issued = await outcomeOf<OrderRow, IssueCardRefusal>(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, body.id)).for('update');
      if (!current) throw new Refused('notFound');
      if (current.businessType !== 'card' || current.details.form !== 'healthCard')
        throw new Refused('notCard');
      if (current.status === 'cancelled') throw new Refused('withdrawn');
      const result = await issueHealthCard(
        tx,
        { orderId: current.id, cardNo: body.cardNo, validTo },
        { kind: 'operator', id: operator.operatorId },
        now,
      );
      if (!result.ok) {
        if (result.reason === 'cardNo' || result.reason === 'validTo') throw new Refused(result.reason);
        if (result.reason === 'notCard') throw new Refused('notCard');
        throw new Refused('issued');
      }
      await writeAudit(tx, operator, {
        action: 'healthCard.issue',
        objectType: 'healthCard',
        objectId: current.id,
        before: { status: current.status },
        after: {
          status: result.order.status,
          cardNo: maskCardNo(body.cardNo),
          validTo: validTo.toISOString(),
        },
      });
      return result.order;
    }),
  );
  if (!issued.ok) return issued;
  const names = await customerNames(db, [issued.value.customerId]);
  return { ok: true, value: viewOf(issued.value, names) };
}
