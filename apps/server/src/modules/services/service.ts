import {
  carPanelLabels,
  chinaClock,
  chinaDay,
  carPanels,
  quoteServiceForm,
  type CheckedValues,
  type FormPlace,
  type Locale,
  type OrderCreated,
  type ServiceFormInit,
  type ServiceFormOrder,
  type ServiceFormSubmission,
  type ServiceQuote,
  type ServiceTypeDescription,
} from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound } from '../../http/errors.js';
import { badField } from '../../http/validate.js';
import { maskMobile } from '../../domain/masking.js';
import { serviceTypeNames, usableCoupons } from '../../domain/order-coupons.js';
import { couponViews } from '../../domain/coupon-views.js';
import { cancellableStatuses, type OrderRow } from '../../domain/orders.js';
import {
  bookServiceForm,
  loadServiceType,
  openFormValues,
  serviceTypePaused,
} from '../../domain/service-forms.js';
import { customerById } from '../../domain/customer-accounts.js';
import { findCustomerOrder } from '../../domain/customer-orders.js';
import { appointmentsPage, serviceOrderHistory } from '../../domain/service-orders.js';
import { formOrderRefusal, servicePausedWords } from './forms.js';
import { sendDriverBookedSms } from './driver-note.js';
import { driverOf, driverPoints, drivingStatuses, type DriverRecord } from '../../domain/driver-trail.js';
import type { SmsSender } from '../../domain/sms.js';
import { plateInScope, type ActingFor } from '../../http/acting-for.js';
import { maskName } from '../../domain/masking.js';

/** Forms booked through their own spec call rather than orderNew/formSubmit. */
export const dedicatedSubmits: Readonly<Record<string, 'driver' | 'inspection'>> = {
  designatedDriver: 'driver',
  inspectionRun: 'inspection',
};

async function describedOrFail(deps: AppDeps, code: string, locale: Locale): Promise<ServiceTypeDescription> {
  const d = await loadServiceType(deps.db, code);
  if (!d && (await serviceTypePaused(deps.db, code))) throw keepOnScreen(servicePausedWords);
  if (!d) throw badField('formCode', locale);
  return d;
}

/** What a form starts from: its description, the coupons that pay for it, plates and contact. */
export async function formInit(
  deps: AppDeps,
  who: ActingFor,
  formCode: string,
  locale: Locale,
): Promise<ServiceFormInit> {
  const customerId = who.id;
  const form = await describedOrFail(deps, formCode, locale);
  const me = await customerById(deps.db, customerId);
  if (!me) throw notFound();
  const rows = await usableCoupons(deps.db, customerId, form.couponTypes, { plates: who.plates });
  return {
    form,
    coupons: await couponViews(deps.db, rows, locale),
    plateNumbers: who.plates ? [...who.plates] : me.plateNumbers,
    contactName: who.plates ? maskName(me.custName) : me.custName,
    contactMobile: maskMobile(deps.fieldCrypto.open(me.mobileSealed)),
  };
}

/**
 * Books a service from its form: one transaction (coupon, order, history,
 * photos). `door` says which call it came through, so each service keeps the
 * one door the spec gives it.
 */
export async function submitForm(
  deps: AppDeps,
  sms: SmsSender,
  who: ActingFor,
  submission: ServiceFormSubmission,
  door: 'form' | 'driver' | 'inspection',
  locale: Locale,
): Promise<OrderCreated> {
  const customerId = who.id;
  const expected = dedicatedSubmits[submission.formCode] ?? 'form';
  if (expected !== door) throw badField('formCode', locale);
  const description = await describedOrFail(deps, submission.formCode, locale);
  const placed = await bookServiceForm(
    deps.db,
    deps.fieldCrypto,
    { customerId, plates: who.plates, description, submission },
    // The designated driver is followed from a text message (spec: /order/intelligentDrive).
    description.code === 'designatedDriver'
      ? (tx, order) => sendDriverBookedSms(deps, tx, sms, order, locale)
      : undefined,
  );
  if (!placed.ok) throw formOrderRefusal(description, placed, locale);
  const order = placed.order;
  return {
    orderPrimaryId: order.id,
    primaryCheck: order.primaryCheck,
    status: order.status,
    jumpUrl: nextScreen(description, order),
  };
}

/** Where a booked form leads: its family's own detail screen, else the common order detail. */
function nextScreen(d: ServiceTypeDescription, order: OrderRow): string {
  switch (d.code) {
    case 'designatedDriver':
      return `/order/driveDetail?id=${order.id}`;
    case 'safetyBerth':
    case 'safeDocking':
      return `/order/safeDetail/${order.id}`;
    case 'onlineConsultation':
      return `/order/onlineConsultationDetail/${order.id}`;
    default:
      if (d.businessType === 'card') return `/order/cardOrder?id=${order.id}`;
      return `/order/checkDetail/${order.id}`;
  }
}

async function ownOrder(deps: AppDeps, customerId: string, id: string): Promise<OrderRow> {
  const order = await findCustomerOrder(deps.db, customerId, id);
  if (!order) throw notFound();
  return order;
}

/** A scalar answer as text (objects and lists are rendered by their kind). */
function scalar(v: CheckedValues[string]): string {
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

/** An answer in words for its owner: codes become labels, mobiles stay masked. */
function answerText(
  f: ServiceTypeDescription['fields'][number],
  v: CheckedValues[string],
  locale: Locale,
): string {
  switch (f.kind) {
    case 'select': {
      const codes = Array.isArray(v) ? v : [scalar(v)];
      return codes
        .map((c) => f.options.find((o) => o.code === c)?.label[locale] ?? c)
        .join(locale === 'en-US' ? ', ' : '、');
    }
    case 'panels':
      return (v as string[])
        .map((p) =>
          (carPanels as readonly string[]).includes(p)
            ? carPanelLabels[p as (typeof carPanels)[number]][locale]
            : p,
        )
        .join(locale === 'en-US' ? ', ' : '、');
    case 'address':
      return (v as FormPlace).address;
    case 'mobile':
      return maskMobile(scalar(v));
    case 'images':
      return String(Array.isArray(v) ? v.length : 0);
    case 'number':
      return `${scalar(v)}${f.unit ? ` ${f.unit[locale]}` : ''}`;
    case 'timeSlot': {
      const at = new Date(scalar(v));
      const clock = chinaClock(at);
      const slot = f.slots.find((s) => s.from === clock);
      return `${chinaDay(at)} ${slot ? `${slot.from}–${slot.to}` : clock}`;
    }
    default:
      return scalar(v);
  }
}

/** One form order of the customer with its answers in words (orderNew/formOrder). */
export async function formOrderView(
  deps: AppDeps,
  who: ActingFor,
  id: string,
  locale: Locale,
): Promise<ServiceFormOrder> {
  const customerId = who.id;
  const order = await ownOrder(deps, customerId, id);
  if (!plateInScope(who, order.plateNumber)) throw notFound();
  const formCode = typeof order.details.form === 'string' ? order.details.form : '';
  // The description as it is now; a field an operator removed since is still shown by its key.
  const d = formCode ? await loadServiceType(deps.db, formCode, { includeDisabled: true }) : null;
  if (!formCode) throw notFound();
  const values = openFormValues(deps.fieldCrypto, order.details);
  const history = await serviceOrderHistory(deps.db, order.id);
  const fields = d?.fields ?? [];
  const answers = Object.entries(values)
    .filter(([key]) => fields.some((f) => f.key === key) || !d)
    .map(([key, v]) => {
      const f = fields.find((x) => x.key === key);
      return { key, label: f ? f.label[locale] : key, text: f ? answerText(f, v, locale) : scalar(v) };
    })
    .sort((a, b) => fields.findIndex((f) => f.key === a.key) - fields.findIndex((f) => f.key === b.key));
  const stored = order.details.quote as ServiceQuote | undefined;
  return {
    orderPrimaryId: order.id,
    primaryCheck: order.primaryCheck,
    ticketId: order.orderNo,
    formCode,
    title: d ? d.title[locale] : formCode,
    serviceType: order.serviceType,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    appointmentAt: order.appointmentAt?.toISOString() ?? null,
    answers,
    quote: stored ?? (d ? quoteServiceForm(d, values) : { totalFen: 0, couponPaysFen: 0, payableFen: 0 }),
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
    canCancel: cancellableStatuses.includes(order.status),
  };
}

/** Minutes until the driver is expected: from the dispatcher's arrival time when set, never below 0. */
function etaMinutesOf(driver: DriverRecord, now: Date): number | null {
  if (driver.etaAt)
    return Math.max(0, Math.ceil((new Date(driver.etaAt).getTime() - now.getTime()) / 60_000));
  return driver.etaMinutes ?? null;
}

/** driverOrder/R00010065: where a designated-driver order stands. */
export async function driverProgress(
  deps: AppDeps,
  customerId: string,
  ref: { orderPrimaryId: string; primaryCheck: string },
) {
  const order = await ownOrder(deps, customerId, ref.orderPrimaryId);
  if (order.primaryCheck !== ref.primaryCheck || order.details.form !== 'designatedDriver') throw notFound();
  const driver = driverOf(order);
  const history = await serviceOrderHistory(deps.db, order.id);
  const moving = drivingStatuses.includes(order.status);
  const last = moving ? ((await driverPoints(deps.db, deps.fieldCrypto, order.id, 1)).at(-1) ?? null) : null;
  return {
    orderPrimaryId: order.id,
    status: order.status,
    driver: driver.name
      ? {
          name: driver.name,
          mobile: driver.mobileSealed ? maskMobile(deps.fieldCrypto.open(driver.mobileSealed)) : '',
          vehicleNo: driver.vehicleNo ?? null,
        }
      : null,
    driverPosition: moving && last ? last : null,
    etaMinutes: moving && order.status === 'accepted' ? etaMinutesOf(driver, new Date()) : null,
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), note: h.note })),
  };
}

const bookedOf = { done: ['completed'], cancelled: ['cancelled'] } as const;

/** person/R00021013: the customer's booked appointments (form orders with a time), newest first. */
export async function appointments(
  deps: AppDeps,
  customerId: string,
  q: { onPagenum: number; onPagesize: number; serviceType?: string | undefined },
  locale: Locale,
) {
  const { rows, total } = await appointmentsPage(deps.db, customerId, q);
  const names = await serviceTypeNames(deps.db, [...new Set(rows.map((r) => r.serviceType))], locale);
  return {
    total,
    list: rows.map((r) => {
      const place = r.locationSealed
        ? (JSON.parse(deps.fieldCrypto.open(r.locationSealed)) as FormPlace)
        : null;
      const status: 'booked' | 'done' | 'cancelled' = (bookedOf.done as readonly string[]).includes(r.status)
        ? 'done'
        : (bookedOf.cancelled as readonly string[]).includes(r.status)
          ? 'cancelled'
          : 'booked';
      return {
        id: r.id,
        personId: r.customerId,
        personName: r.contactName,
        serviceType: r.serviceType,
        serviceTypeName: names.get(r.serviceType) ?? r.serviceType,
        appointmentAt: (r.appointmentAt ?? r.createdAt).toISOString(),
        place:
          place?.lng !== undefined && place.lat !== undefined
            ? {
                address: place.address,
                lng: place.lng,
                lat: place.lat,
                cityCode: place.cityCode ?? null,
                cityName: place.cityName ?? null,
              }
            : null,
        status,
      };
    }),
  };
}
