import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  Status,
  checkServiceForm,
  localize,
  messages,
  ownMobileValue,
  quoteServiceForm,
  serviceTypeDescriptionSchema,
  type CheckedValues,
  type FieldIssue,
  type FormPlace,
  type Locale,
  type Localized,
  type ServiceFormSubmission,
  type ServiceQuote,
  type ServiceTypeDescription,
} from '@rc/contract';
import { BusinessError, toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';
import type { DbOrTx } from '../../db/client.js';
import type { FieldCrypto } from '../../db/field-crypto.js';
import { placeOrder, type PlaceOrderResult } from '../../domain/place-order.js';
import { coupons, customers, orderImages, serviceCatalogue, serviceTypes } from '../../db/schema/index.js';
import type { OrderRow } from '../../domain/orders.js';

/**
 * The declarative service forms on the server (docs/decisions/015): reading a
 * description from the `service_types` table, the one validator every
 * form-based submit goes through, and the order it becomes.
 */

const words = {
  couponUsed: {
    'zh-CN': '该券已使用或不在有效期内，请选择其他券',
    'en-US': 'This coupon is used or not valid now, please choose another',
  },
} satisfies Record<string, Localized>;

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

/** Said when a customer opens or submits a service an operator paused (ops/catalogue/serviceTypes). */
export const servicePausedWords: Localized = {
  'zh-CN': '该服务暂停预约，请稍后再试或选择其他服务',
  'en-US': 'This service is not taking bookings at the moment; please try later or choose another service',
};

/** True when `code` names a service type that exists but is switched off. */
export async function serviceTypePaused(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select().from(serviceTypes).where(eq(serviceTypes.code, code));
  return Boolean(row && !(row.enabled && (row.description as { enabled?: boolean }).enabled !== false));
}

/** A `-5` naming the first bad answer by the description's own label in the user's language. */
export function formRefusal(
  description: Pick<ServiceTypeDescription, 'fields'>,
  issues: readonly FieldIssue[],
  locale: Locale,
): BusinessError {
  const errors = issues.map((i) => {
    const field = description.fields.find((f) => f.key === i.field);
    const label = field ? field.label[locale] : i.field;
    const text = i.problem === 'missing' ? messages.missingField : messages.invalidField;
    return { field: `values.${i.field}`, message: localize(text, locale, { field: label }) };
  });
  const first = errors[0]?.message ?? localize(messages.invalidField, locale, { field: 'values' });
  return new BusinessError(Status.badInput, { 'zh-CN': first, 'en-US': first }, { errors });
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

/**
 * Checks a submission against its description and places the order it
 * describes, in the caller's transaction: the coupon is used (conditionally),
 * the order's plate, contact, appointment and place come from the fields of
 * those kinds, the other answers go to its details (personal ones sealed),
 * and the photos named are attached, all or nothing.
 */
/** The issuer's name of a card service (the catalogue's Chinese name; English is read from the catalogue). */
async function cardNameOf(tx: DbOrTx, serviceType: string): Promise<string> {
  const [entry] = await tx
    .select({ name: serviceCatalogue.name })
    .from(serviceCatalogue)
    .where(eq(serviceCatalogue.serviceType, serviceType));
  return entry?.name ?? serviceType;
}

export async function placeFormOrder(
  tx: DbOrTx,
  fieldCrypto: FieldCrypto,
  input: {
    customerId: string;
    /** A grantee's authorised plates (decision 040); null on one's own account. */
    plates: readonly string[] | null;
    description: ServiceTypeDescription;
    submission: ServiceFormSubmission;
    locale: Locale;
    now?: Date;
  },
): Promise<FormOrderResult> {
  const { description: d, submission, locale, customerId } = input;
  const now = input.now ?? new Date();
  const checked = checkServiceForm(d, submission.values, now);
  if (checked.issues.length > 0) throw formRefusal(d, checked.issues, locale);
  const values: CheckedValues = { ...checked.values };

  const mobileKey = keyOfKind(d, 'mobile');
  if (mobileKey && values[mobileKey] === ownMobileValue) {
    const [me] = await tx
      .select({ sealed: customers.mobileSealed })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!me) throw formRefusal(d, [{ field: mobileKey, problem: 'invalid' }], locale);
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
      throw formRefusal(d, [{ field: plateKey, problem: 'invalid' }], locale);
    if (result.reason === 'couponUsed') throw toast(words.couponUsed);
    throw badField('couponId', locale);
  }

  // Photos: the customer's own, not yet attached to another order; all of them or the booking fails.
  for (const f of d.fields) {
    if (f.kind !== 'images') continue;
    const ids = values[f.key];
    if (!Array.isArray(ids) || ids.length === 0) continue;
    const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
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
    if (attached.length !== ids.length) throw formRefusal(d, [{ field: f.key, problem: 'invalid' }], locale);
  }
  return { order: result.order, quote };
}

/** The sealed answers of a form order (places, mobiles), opened for its owner's own screens. */
export function openFormValues(fieldCrypto: FieldCrypto, details: Record<string, unknown>): CheckedValues {
  const plain = (details.values ?? {}) as CheckedValues;
  const sealed = typeof details.sealedValues === 'string' && details.sealedValues ? details.sealedValues : '';
  return sealed ? { ...plain, ...(JSON.parse(fieldCrypto.open(sealed)) as CheckedValues) } : { ...plain };
}
