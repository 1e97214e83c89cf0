import { asc, eq } from 'drizzle-orm';
import { checkCardOrder, type CardOrder, type Locale, isUuid } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { and } from 'drizzle-orm';
import { orderHistory, orders, serviceCatalogue } from '../../db/schema/index.js';
import { cancellableStatuses } from '../../domain/orders.js';

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

function maskName(name: string): string {
  return name.length <= 1 ? '*' : `${name.slice(0, 1)}${'*'.repeat(name.length - 1)}`;
}

/** cardorder/R00040014: one card order of the customer (health-insurance payment card and similar). */
export async function cardOrderOf(
  deps: AppDeps,
  customerId: string,
  id: string,
  locale: Locale = 'zh-CN',
): Promise<CardOrder> {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId)));
  const card = row?.details.card as CardRecord | undefined;
  if (!row || !card) throw notFound();
  const history = await deps.db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, row.id))
    .orderBy(asc(orderHistory.at));
  // The issuer names the card in Chinese; in English the card's own English name, else its service's.
  let cardName = card.cardName ?? '';
  if (locale === 'en-US') {
    const [entry] = card.cardNameEn
      ? []
      : await deps.db
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
    holderName: maskName(card.holderName ?? row.contactName),
    status: row.status,
    amount: row.priceFen,
    balance: card.balance ?? null,
    activatedAt: card.activatedAt ?? null,
    validTo: card.validTo ?? null,
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
    canCancel: cancellableStatuses.includes(row.status),
  };
}

export function healthCardRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(checkCardOrder, ({ customer, params, locale }) =>
      cardOrderOf(deps, customer.id, params.id, locale),
    ),
  ];
}
