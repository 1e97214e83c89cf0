import { and, asc, eq } from 'drizzle-orm';
import { isUuid, type CardOrder, type Locale } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import type { Actor } from './coupons.js';
import { cancellableStatuses, moveOrder, type OrderRow } from './orders.js';
import { orderHistory, orders, serviceCatalogue } from '../db/schema/index.js';

/** A payment card number: 16 to 19 digits (the issuer's BIN first). */
const cardNoShape = /^\d{16,19}$/;

export type IssueCardResult =
  { ok: true; order: OrderRow } | { ok: false; reason: 'cardNo' | 'validTo' | 'notCard' | 'notPending' };

/**
 * The issuer sends a health payment card applied for with the health-card
 * right: the card order moves from applied (submitted) or being made
 * (accepted) through made to posted (inService) with its number and validity, in the
 * caller's transaction. The UPDATE checks the status, so an application the
 * customer withdrew meanwhile is not issued; from then on it can no longer be
 * cancelled. The operations console (or the issuer's system) calls this.
 */
export async function issueHealthCard(
  tx: DbOrTx,
  input: { orderId: string; cardNo: string; validTo: Date; balanceFen?: number },
  actor: Actor,
  now = new Date(),
): Promise<IssueCardResult> {
  if (!cardNoShape.test(input.cardNo)) return { ok: false, reason: 'cardNo' };
  if (!(input.validTo.getTime() > now.getTime())) return { ok: false, reason: 'validTo' };
  const [current] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  const card = current?.details.card as Record<string, unknown> | undefined;
  if (!current || current.businessType !== 'card' || !card) return { ok: false, reason: 'notCard' };
  // An application not yet taken up is taken (card made) and posted in one go; each step checks its status.
  await moveOrder(tx, current.id, ['submitted'], 'accepted', actor, '制卡中', { at: now });
  const moved = await moveOrder(tx, current.id, ['accepted'], 'inService', actor, '卡片已寄出', { at: now });
  if (!moved) return { ok: false, reason: 'notPending' };
  const details = {
    ...moved.details,
    card: {
      ...card,
      cardNo: input.cardNo,
      validTo: input.validTo.toISOString(),
      ...(input.balanceFen !== undefined ? { balance: input.balanceFen } : {}),
    },
  };
  const [row] = await tx.update(orders).set({ details }).where(eq(orders.id, moved.id)).returning();
  return { ok: true, order: row ?? moved };
}

interface CardRecord {
  cardName?: string;
  cardNameEn?: string;
  cardNo?: string;
  holderName?: string;
  balance?: number;
  activatedAt?: string;
  validTo?: string;
}

function maskCard(no: string): string {
  return no.length > 8 ? `${no.slice(0, 4)} **** **** ${no.slice(-4)}` : '****';
}

function maskHolderName(name: string): string {
  return name.length <= 1 ? '*' : `${name.slice(0, 1)}${'*'.repeat(name.length - 1)}`;
}

/** cardorder/R00040014: one card order of the customer (health-insurance payment card and similar); null when none. */
export async function customerCardOrder(
  db: DbOrTx,
  customerId: string,
  id: string,
  locale: Locale = 'zh-CN',
): Promise<CardOrder | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId)));
  const card = row?.details.card as CardRecord | undefined;
  if (!row || !card) return null;
  const history = await db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, row.id))
    .orderBy(asc(orderHistory.at));
  // The issuer names the card in Chinese; in English the card's own English name, else its service's.
  let cardName = card.cardName ?? '';
  if (locale === 'en-US') {
    const [entry] = card.cardNameEn
      ? []
      : await db
          .select({ nameEn: serviceCatalogue.nameEn })
          .from(serviceCatalogue)
          .where(eq(serviceCatalogue.serviceType, row.serviceType));
    cardName = card.cardNameEn ?? entry?.nameEn ?? cardName;
  }
  return {
    orderPrimaryId: row.id,
    primaryCheck: row.primaryCheck,
    cardName,
    cardNo: card.cardNo ? maskCard(card.cardNo) : null,
    holderName: maskHolderName(card.holderName ?? row.contactName),
    status: row.status,
    amount: row.priceFen,
    balance: card.balance ?? null,
    activatedAt: card.activatedAt ?? null,
    validTo: card.validTo ?? null,
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
    canCancel: cancellableStatuses.includes(row.status),
  };
}
