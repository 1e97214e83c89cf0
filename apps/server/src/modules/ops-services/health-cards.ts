import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { chinaDayStart, type Locale, type OpsHealthCard } from '@rc/contract';
import { writeAudit } from '../../domain/audit.js';
import { isHealthCard } from '../../domain/console-queues.js';
import { issueHealthCard } from '../../domain/health-cards.js';
import { maskName } from '../../domain/masking.js';
import type { OrderRow } from '../../domain/orders.js';
import { orders } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { customerNames, pageOfOrders, servicesTexts } from './shared.js';

/**
 * Console: staff issue the health payment cards customers applied for
 * (docs/decisions/026) through `issueHealthCard`, whose conditional UPDATEs
 * refuse an application the customer withdrew meanwhile.
 */

type CardState = OpsHealthCard['state'];

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
export async function listHealthCards(
  deps: AppDeps,
  q: { state: CardState; onPagenum: number; onPagesize: number },
): Promise<{ list: OpsHealthCard[]; total: number }> {
  const where: SQL | undefined = and(isHealthCard, inArray(orders.status, statusesOf[q.state]));
  const order =
    q.state === 'pending'
      ? [asc(orders.createdAt), asc(orders.id)]
      : [desc(orders.updatedAt), desc(orders.id)];
  const { rows, total } = await pageOfOrders(deps.db, where, order, q);
  const names = await customerNames(
    deps.db,
    rows.map((r) => r.customerId),
  );
  return { list: rows.map((r) => viewOf(r, names)), total };
}

/** Issues the card (number and validity, valid to the end of that day in China) in one transaction with its audit line. */
export async function issueCard(
  deps: AppDeps,
  operator: OperatorContext,
  body: { id: string; cardNo: string; validTo: string },
  locale: Locale,
  now = new Date(),
): Promise<OpsHealthCard> {
  // The last second of that China day (23:59:59.000).
  const validTo = new Date(chinaDayStart(body.validTo, 1).getTime() - 1000);
  if (!(validTo.getTime() > now.getTime())) throw badField('validTo', locale);
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, body.id)).for('update');
    if (!current) throw notFound();
    if (current.businessType !== 'card' || current.details.form !== 'healthCard')
      throw toast(servicesTexts.notCard);
    if (current.status === 'cancelled') throw toast(servicesTexts.cardWithdrawn);
    const result = await issueHealthCard(
      tx,
      { orderId: current.id, cardNo: body.cardNo, validTo },
      { kind: 'operator', id: operator.operatorId },
      now,
    );
    if (!result.ok) {
      if (result.reason === 'cardNo' || result.reason === 'validTo') throw badField(result.reason, locale);
      if (result.reason === 'notCard') throw toast(servicesTexts.notCard);
      throw toast(servicesTexts.cardIssued);
    }
    await writeAudit(tx, operator, {
      action: 'healthCard.issue',
      objectType: 'healthCard',
      objectId: current.id,
      before: { status: current.status },
      after: { status: result.order.status, cardNo: maskCardNo(body.cardNo), validTo: validTo.toISOString() },
    });
    return result.order;
  });
  const names = await customerNames(deps.db, [row.customerId]);
  return viewOf(row, names);
}
