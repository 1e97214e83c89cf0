import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  checkServiceForm,
  isUuid,
  ownMobileValue,
  quoteServiceForm,
  serviceTypeDescriptionSchema,
  type CheckedValues,
  type FieldIssue,
  type FormPlace,
  type ServiceFormSubmission,
  type ServiceQuote,
  type ServiceTypeDescription,
} from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { coupons, customers, orderImages, serviceCatalogue, serviceTypes } from '../db/schema/index.js';
import { placeOrder, type PlaceOrderResult } from './place-order.js';
import type { OrderRow } from './orders.js';

/**
 * The declarative service forms (docs/decisions/015): reading a description from the
 * `service_types` table, the one validator every form-based submit goes through, and the
 * order it becomes.
 */

/**
 * The enabled description of `code`, checked against the contract; null when there is none.
 * With `includeDisabled` a service an operator paused is returned too (showing its past orders).
 */
export async function loadServiceType(
  db: DbOrTx,
  code: string,
  opts: { includeDisabled?: boolean } = {},
): Promise<ServiceTypeDescription | null> {
  const [row] = await db.select().from(serviceTypes).where(eq(serviceTypes.code, code));
  if (!row || (!row.enabled && !opts.includeDisabled)) return null;
  // A stored description is re-checked on read: an edit made outside the console cannot break a form.
  const parsed = serviceTypeDescriptionSchema.safeParse(row.description);
  if (!parsed.success) throw new Error(`service type ${code} has an invalid description`);
  return parsed.data.enabled || opts.includeDisabled ? parsed.data : null;
}

/** True when `code` names a service type that exists but is switched off. */
export async function serviceTypePaused(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select().from(serviceTypes).where(eq(serviceTypes.code, code));
  return Boolean(row && !(row.enabled && (row.description as { enabled?: boolean }).enabled !== false));
}

function keyOfKind(
  d: ServiceTypeDescription,
  kind: 'plate' | 'mobile' | 'timeSlot' | 'address',
): string | null {
  return d.fields.find((f) => f.kind === kind)?.key ?? null;
}

/** The answers that are personal data (mobiles, places): sealed in the order, never kept in clear. */
function personalKeys(d: ServiceTypeDescription): Set<string> {
  return new Set(d.fields.filter((f) => f.kind === 'mobile' || f.kind === 'address').map((f) => f.key));
}

export interface FormOrderResult {
  order: OrderRow;
  quote: ServiceQuote;
}

/** Why a form booking was refused; nothing was kept. `answers` names the form's fields. */
export type FormOrderRefusal =
  { reason: 'answers'; issues: FieldIssue[] } | { reason: 'couponUsed' } | { reason: 'couponId' };

class FormRefused extends Error {
  constructor(readonly refusal: FormOrderRefusal) {
    super(refusal.reason);
  }
}

/** The issuer's name of a card service (the catalogue's Chinese name; English is read from the catalogue). */
async function cardNameOf(tx: DbOrTx, serviceType: string): Promise<string> {
  const [entry] = await tx
    .select({ name: serviceCatalogue.name })
    .from(serviceCatalogue)
    .where(eq(serviceCatalogue.serviceType, serviceType));
  return entry?.name ?? serviceType;
}

/**
 * Checks a submission against its description and places the order it
 * describes, in the caller's transaction: the coupon is used (conditionally),
 * the order's plate, contact, appointment and place come from the fields of
 * those kinds, the other answers go to its details (personal ones sealed),
 * and the photos named are attached, all or nothing (a refusal throws FormRefused).
 */
async function placeFormOrder(
  tx: DbOrTx,
  fieldCrypto: FieldCrypto,
  input: {
    customerId: string;
    /** A grantee's authorised plates (decision 040); null on one's own account. */
    plates: readonly string[] | null;
    description: ServiceTypeDescription;
    submission: ServiceFormSubmission;
    now?: Date;
  },
): Promise<FormOrderResult> {
  const { description: d, submission, customerId } = input;
  const now = input.now ?? new Date();
  const checked = checkServiceForm(d, submission.values, now);
  if (checked.issues.length > 0) throw new FormRefused({ reason: 'answers', issues: checked.issues });
  const values: CheckedValues = { ...checked.values };

  const mobileKey = keyOfKind(d, 'mobile');
  if (mobileKey && values[mobileKey] === ownMobileValue) {
    const [me] = await tx
      .select({ sealed: customers.mobileSealed })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!me) throw new FormRefused({ reason: 'answers', issues: [{ field: mobileKey, problem: 'invalid' }] });
    values[mobileKey] = fieldCrypto.open(me.sealed);
  }

  const text = (key: string | null): string => {
    const v = key ? values[key] : undefined;
    return typeof v === 'string' ? v : '';
  };
  const plateKey = keyOfKind(d, 'plate');
  const slotKey = keyOfKind(d, 'timeSlot');
  const placeKey = keyOfKind(d, 'address');
  const place = placeKey ? (values[placeKey] as FormPlace | undefined) : undefined;
  // A form without a plate (home, health) books on whatever car its coupon is tied to.
  let plateNumber = text(plateKey);
  if (!plateKey) {
    const [coupon] = await tx
      .select({ plate: coupons.plateNumber })
      .from(coupons)
      .where(and(eq(coupons.id, submission.couponId), eq(coupons.customerId, customerId)));
    plateNumber = coupon?.plate ?? '';
  }
  const quote = quoteServiceForm(d, values);
  // A card order (the health payment card) is read as a card: its name, and the holder until issued.
  const card =
    d.businessType === 'card'
      ? { cardName: await cardNameOf(tx, d.serviceType), holderName: text('contactName') }
      : null;
  const personal = personalKeys(d);
  const plain: CheckedValues = {};
  const sealed: CheckedValues = {};
  for (const [k, v] of Object.entries(values)) (personal.has(k) ? sealed : plain)[k] = v;

  const result: PlaceOrderResult = await placeOrder(
    tx,
    fieldCrypto,
    {
      customerId,
      plates: input.plates,
      serviceType: d.serviceType,
      acceptedCouponTypes: d.couponTypes,
      businessType: d.businessType,
      couponId: submission.couponId,
      plateNumber,
      contactName: text('contactName'),
      contactMobile: text(mobileKey),
      appointmentAt: slotKey && text(slotKey) ? new Date(text(slotKey)) : null,
      location:
        place?.lng !== undefined && place.lat !== undefined
          ? {
              address: place.address,
              lng: place.lng,
              lat: place.lat,
              cityCode: place.cityCode ?? '',
              cityName: place.cityName ?? '',
            }
          : null,
      details: {
        form: d.code,
        values: plain,
        sealedValues: Object.keys(sealed).length > 0 ? fieldCrypto.seal(JSON.stringify(sealed)) : '',
        quote,
        remark: text('remark'),
        ...(card ? { card } : {}),
      },
      priceFen: quote.payableFen,
    },
    now,
  );
  if (!result.ok) {
    if (result.reason === 'couponPlate' && plateKey)
      throw new FormRefused({ reason: 'answers', issues: [{ field: plateKey, problem: 'invalid' }] });
    if (result.reason === 'couponUsed') throw new FormRefused({ reason: 'couponUsed' });
    throw new FormRefused({ reason: 'couponId' });
  }

  // Photos: the customer's own, not yet attached to another order; all of them or the booking fails.
  for (const f of d.fields) {
    if (f.kind !== 'images') continue;
    const ids = values[f.key];
    if (!Array.isArray(ids) || ids.length === 0) continue;
    const uuids = ids.filter((id) => isUuid(id));
    const attached =
      uuids.length === ids.length
        ? await tx
            .update(orderImages)
            .set({ orderId: result.order.id })
            .where(
              and(
                inArray(orderImages.id, uuids),
                eq(orderImages.customerId, customerId),
                isNull(orderImages.orderId),
              ),
            )
            .returning({ id: orderImages.id })
        : [];
    if (attached.length !== ids.length)
      throw new FormRefused({ reason: 'answers', issues: [{ field: f.key, problem: 'invalid' }] });
  }
  return { order: result.order, quote };
}

/**
 * Books a service from its form in one transaction (coupon, order, history, photos, and what
 * `alongside` writes with it, such as its text message). A refusal is returned after the
 * rollback: nothing is kept.
 */
export async function bookServiceForm(
  db: Db,
  fieldCrypto: FieldCrypto,
  input: {
    customerId: string;
    /** A grantee's authorised plates (decision 040); null on one's own account. */
    plates: readonly string[] | null;
    description: ServiceTypeDescription;
    submission: ServiceFormSubmission;
    now?: Date;
  },
  alongside?: (tx: DbOrTx, order: OrderRow) => Promise<unknown>,
): Promise<({ ok: true } & FormOrderResult) | ({ ok: false } & FormOrderRefusal)> {
  try {
    const placed = await db.transaction(async (tx) => {
      const result = await placeFormOrder(tx, fieldCrypto, input);
      if (alongside) await alongside(tx, result.order);
      return result;
    });
    return { ok: true, ...placed };
  } catch (e) {
    if (e instanceof FormRefused) return { ok: false, ...e.refusal };
    throw e;
  }
}

/** The sealed answers of a form order (places, mobiles), opened for its owner's own screens. */
export function openFormValues(fieldCrypto: FieldCrypto, details: Record<string, unknown>): CheckedValues {
  const plain = (details.values ?? {}) as CheckedValues;
  const sealed = typeof details.sealedValues === 'string' && details.sealedValues ? details.sealedValues : '';
  return sealed ? { ...plain, ...(JSON.parse(fieldCrypto.open(sealed)) as CheckedValues) } : { ...plain };
}
