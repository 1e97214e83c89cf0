import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import {
  carPanels,
  chinaSlotStart,
  type ServiceField,
  type ServiceFormValue,
  type ServiceTypeDescription,
} from '@rc/contract';
import { sealMessage } from '@rc/sm2';
import {
  activities,
  campaigns,
  customerGiftPackages,
  giftCodes,
  giftExchanges,
  giftPackages,
  gifts,
  inquiries,
  orders,
  relatedPersons,
  stores,
  towVehicles,
} from '../db/schema/index.js';
import { freshCoupon } from '../testing/merchant-fixtures.js';
import type { Reply } from '../testing/handoff.js';
import type { Actor } from '../testing/security-harness.js';
import type { Fixture, FixtureCtx } from './fixtures.js';

/**
 * The customer and rescuer objects the first matrix left without a fixture
 * (issue 11): A's related people, inquiries, photos, gift codes, packages and
 * form orders; the service submits paid with one of A's coupons; B's gold-service
 * orders; the rescuer's photo and truck. Each input makes or finds its object
 * when its row runs, so the file needs nothing from collectRefs beyond the personas.
 */

const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const photo = { fileName: 'photo.png', contentType: 'image/png', dataBase64: onePixelPng } as const;
const aPlate = '京A12345'; // headPage's plate: the seed ties A's coupons to it
const place = { address: '北京市朝阳区望京街9号', lng: 116.47052, lat: 39.99648 };
const contact = { contactName: '张伟', contactMobile: '13800001234' };

const onlyA: Pick<Fixture, 'mayAct' | 'owner'> = { mayAct: ['A'], owner: 'A' };
const onlyB: Pick<Fixture, 'mayAct' | 'owner'> = { mayAct: ['B'], owner: 'B' };
/** A catalogue object any customer may use for themselves: only the role gate is in question. */
const anyCustomer: Pick<Fixture, 'mayAct' | 'owner'> = { mayAct: ['A', 'B', 'X', 'Y'], owner: 'A' };
/**
 * A screen any customer may open, sent with one of A's coupons: the others are
 * called too, and a reply to them that names A's coupon (or another of A's
 * objects) is a leak.
 */
const readsOwnCoupons: Pick<Fixture, 'mayAct' | 'owner' | 'sharedWith' | 'privateOf'> = {
  ...anyCustomer,
  sharedWith: ['B', 'X', 'Y'],
  privateOf: (data, refs, input) => {
    const text = JSON.stringify(data) ?? '';
    const sent = (input.body as { couponId?: string } | undefined)?.couponId;
    return (sent !== undefined && text.includes(sent)) || refs.secrets.some((x) => text.includes(x));
  },
};

const idOf = (a: Actor) => a.id ?? '';

async function call<T>(
  c: FixtureCtx,
  method: 'GET' | 'POST',
  url: string,
  who: Actor,
  payload?: unknown,
): Promise<Reply<T>> {
  const res = await c.t.call({
    method,
    url: `/api/rcservice/${url}`,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(who.token ? { token: who.token } : {}),
  });
  return res.json<Reply<T>>();
}

// ---------- declarative service forms ----------

/** The form as the server serves it to A (orderNew/formInit), so the answers fit today's description. */
const descriptions = new Map<string, ServiceTypeDescription>();
async function description(c: FixtureCtx, code: string): Promise<ServiceTypeDescription> {
  const known = descriptions.get(code);
  if (known) return known;
  const r = await call<{ form: ServiceTypeDescription }>(c, 'POST', 'orderNew/formInit', c.actors.A, {
    formCode: code,
  });
  if (r.status !== 0) throw new Error(`form ${code} did not open for A: ${r.statusText}`);
  descriptions.set(code, r.data.form);
  return r.data.form;
}
function daysAheadOf(f: { minDaysAhead: number; maxDaysAhead: number }): number {
  return Math.min(f.maxDaysAhead, Math.max(f.minDaysAhead, 1));
}
/** A valid answer for each kind of field (as the services suite answers them). */
function validValue(f: ServiceField): ServiceFormValue | undefined {
  switch (f.kind) {
    case 'text':
      return f.key === 'contactName'
        ? '王芳'
        : '请在车辆左侧停车位等候，谢谢'.padEnd(f.minLength, '好').slice(0, f.maxLength);
    case 'mobile':
      return '13900002222';
    case 'plate':
      return aPlate;
    case 'date':
      return new Date(Date.now() + 8 * 3_600_000 + daysAheadOf(f) * 86_400_000).toISOString().slice(0, 10);
    case 'timeSlot':
      return chinaSlotStart(new Date(), daysAheadOf(f), f.slots[0]?.from ?? '09:00').toISOString();
    case 'select':
      return f.multiple ? [f.options[0]?.code ?? ''] : (f.options[0]?.code ?? '');
    case 'number':
      return f.min;
    case 'address':
      return place;
    case 'images':
      return undefined;
    case 'panels':
      return carPanels.slice(0, Math.max(1, f.minCount));
  }
}
/** A form booking paid with a fresh coupon of A of the form's own service type. */
async function formOfA(c: FixtureCtx, code: string) {
  const d = await description(c, code);
  const coupon = await freshCoupon(c.t.database.db, idOf(c.actors.A), {
    serviceType: d.couponTypes[0] ?? d.serviceType,
  });
  const values: Record<string, ServiceFormValue> = {};
  for (const f of d.fields) {
    const v = validValue(f);
    if (v !== undefined) values[f.key] = v;
  }
  return { formCode: code, couponId: coupon.id, values };
}
/** A booking A placed through a form (the order a form's detail and progress calls name). */
async function formOrderOfA(
  c: FixtureCtx,
  code: string,
): Promise<{ orderPrimaryId: string; primaryCheck: string }> {
  const url = code === 'designatedDriver' ? 'driverOrder/R00010064' : 'orderNew/formSubmit';
  const message = sealMessage(await formOfA(c, code), c.actors.A.publicKey ?? '');
  const r = await call<{ orderPrimaryId: string; primaryCheck: string }>(c, 'POST', url, c.actors.A, {
    message,
  });
  if (r.status !== 0) return { orderPrimaryId: randomUUID(), primaryCheck: `refused: ${r.statusText}` };
  return r.data;
}

/** A's designated-driver booking, accepted with `driver` at the wheel (as the dispatcher records it). */
async function drivenOrderOfA(c: FixtureCtx, driver: Actor): Promise<string> {
  const { orderPrimaryId } = await formOrderOfA(c, 'designatedDriver');
  const db = c.t.database.db;
  const [row] = await db
    .select({ details: orders.details })
    .from(orders)
    .where(eq(orders.id, orderPrimaryId));
  if (row) {
    await db
      .update(orders)
      .set({
        status: 'accepted',
        details: {
          ...row.details,
          driver: { rescuerId: driver.id ?? '', name: '王师傅', vehicleNo: 'DJ0001' },
        },
      })
      .where(eq(orders.id, orderPrimaryId));
  }
  return orderPrimaryId;
}

// ---------- A's own things, made for the row that consumes them ----------

let personSerial = 100;
/** A distinct, well-formed mainland ID number (ISO 7064 check character) for each person made. */
function nextIdNumber(): string {
  const body = `11010519870415${String(personSerial++).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((n, d, i) => n + Number(d) * (weights[i] ?? 0), 0);
  return body + ('10X98765432'[sum % 11] ?? '0');
}

async function personOfA(c: FixtureCtx): Promise<string> {
  const crypto = c.t.app.deps.fieldCrypto;
  const idNumber = nextIdNumber();
  const [row] = await c.t.database.db
    .insert(relatedPersons)
    .values({
      customerId: idOf(c.actors.A),
      name: '测试家人',
      mobileSealed: crypto.seal('13911110000'),
      idType: '1',
      idNumberSealed: crypto.seal(idNumber),
      idNumberIndex: crypto.blindIndex(idNumber),
      relation: 'spouse',
    })
    .returning({ id: relatedPersons.id });
  return row?.id ?? randomUUID();
}

async function inquiryOfA(c: FixtureCtx): Promise<string> {
  const [row] = await c.t.database.db
    .insert(inquiries)
    .values({
      customerId: idOf(c.actors.A),
      carNumber: aPlate,
      serviceType: '11',
      note: '右后门有划痕',
      state: 'open',
    })
    .returning({ id: inquiries.id });
  return row?.id ?? randomUUID();
}

/** An unattached photo A uploaded (the delete row consumes one). */
async function imageOfA(c: FixtureCtx): Promise<string> {
  const r = await call<{ imageId: string }>(c, 'POST', 'order/image', c.actors.A, photo);
  return r.status === 0 ? r.data.imageId : randomUUID();
}

/** A gift code sent to A alone: only A may accept it. */
async function giftCodeForA(c: FixtureCtx): Promise<{ type: string; giftCode: string }> {
  const giftCode = `SEC${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  await c.t.database.db.insert(giftCodes).values({
    code: giftCode,
    serviceType: '9',
    items: [{ serviceType: '9', name: '精致洗车', nameEn: 'Car wash', quantity: 1, validDays: 30 }],
    forCustomerId: idOf(c.actors.A),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { type: '9', giftCode };
}

/** A gift package offered to A and not yet claimed (the claim row consumes it). */
async function packageOfferedToA(c: FixtureCtx): Promise<void> {
  const db = c.t.database.db;
  const aId = idOf(c.actors.A);
  const held = await db
    .select({ id: customerGiftPackages.packageId })
    .from(customerGiftPackages)
    .where(eq(customerGiftPackages.customerId, aId));
  const all = await db.select({ id: giftPackages.id }).from(giftPackages).orderBy(asc(giftPackages.id));
  const free = all.find((p) => !held.some((h) => h.id === p.id));
  if (free) {
    await db
      .insert(customerGiftPackages)
      .values({ customerId: aId, packageId: free.id, offeredAt: new Date() });
  } else if (all[0]) {
    await db
      .update(customerGiftPackages)
      .set({ state: 'toClaim', claimedAt: null, offeredAt: new Date() })
      .where(and(eq(customerGiftPackages.customerId, aId), eq(customerGiftPackages.packageId, all[0].id)));
  }
}

/** A gold-service order of B (the seed gives them to the vip persona). */
async function goldenOfB(c: FixtureCtx): Promise<{ id: string; couponId: string }> {
  const [row] = await c.t.database.db
    .select({ id: orders.id, couponId: orders.couponId })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, idOf(c.actors.B)),
        eq(orders.businessType, 'golden'),
        isNotNull(orders.couponId),
      ),
    )
    .limit(1);
  return { id: row?.id ?? randomUUID(), couponId: row?.couponId ?? randomUUID() };
}

async function firstId(c: FixtureCtx, table: 'activities' | 'campaigns'): Promise<string> {
  const db = c.t.database.db;
  const rows =
    table === 'activities'
      ? await db.select({ id: activities.id }).from(activities).limit(1)
      : await db.select({ id: campaigns.id }).from(campaigns).limit(1);
  return rows[0]?.id ?? randomUUID();
}

/** An activity that announces a campaign (the campaign screen is opened by its activity's id). */
async function campaignActivity(c: FixtureCtx): Promise<string> {
  const [row] = await c.t.database.db
    .select({ id: campaigns.activityId })
    .from(campaigns)
    .where(isNotNull(campaigns.activityId))
    .limit(1);
  return row?.id ?? randomUUID();
}

/** A spare truck bound to the rescuer R for the unbind row (R's seed trucks are on work orders). */
async function spareTruckOfR(c: FixtureCtx): Promise<string> {
  const vehicleNo = '京A0S' + String(100 + Math.floor(Math.random() * 900));
  await c.t.database.db.insert(towVehicles).values({
    vehicleNo,
    vehicleType: '平板拖车',
    companyName: '京安道路救援有限公司',
    boundRescuerId: c.actors.R.id,
    boundAt: new Date(),
  });
  return vehicleNo;
}

/** The cheapest gift A has not exchanged yet (one exchange per customer and gift). */
async function giftForA(c: FixtureCtx): Promise<string> {
  const db = c.t.database.db;
  const taken = await db
    .select({ id: giftExchanges.giftId })
    .from(giftExchanges)
    .where(eq(giftExchanges.customerId, idOf(c.actors.A)));
  const all = await db
    .select({ id: gifts.id })
    .from(gifts)
    .where(gt(gifts.stock, 0))
    .orderBy(asc(gifts.pointPrice));
  return all.find((g) => !taken.some((x) => x.id === g.id))?.id ?? 'none';
}

/** A service of the demo store other than the car wash, and a coupon of A for it. */
async function valueAddedOfA(c: FixtureCtx) {
  const [store] = await c.t.database.db
    .select({ types: stores.serviceTypes })
    .from(stores)
    .where(eq(stores.snCode, 'SN110105001'));
  const serviceType = store?.types.find((x) => x !== '9') ?? '9';
  const coupon = await freshCoupon(c.t.database.db, idOf(c.actors.A), { serviceType });
  return {
    serviceType,
    couponId: coupon.id,
    plateNumber: aPlate,
    ...contact,
    shopSnCode: 'SN110105001',
    appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
  };
}

const aRescueCoupon = async (c: FixtureCtx) =>
  (await freshCoupon(c.t.database.db, idOf(c.actors.A), { serviceType: '1' })).id;
const aPaintCoupon = async (c: FixtureCtx) =>
  (await freshCoupon(c.t.database.db, idOf(c.actors.A), { serviceType: '11' })).id;
const serviceOrderOf = (couponId: string) => ({
  serviceType: '11',
  businessType: 'service',
  couponId,
  plateNumber: aPlate,
  ...contact,
  place,
});

/** The rescue of A the rescuer R is on (made by collectRefs). */
const rescueOf = (c: FixtureCtx) => c.refs.rescue;

export const serviceFixtures: Record<string, Fixture> = {
  // --- A's related people ---
  uploadPersonPhoto: {
    input: async (c) => ({ body: { personId: await personOfA(c), photo } }),
    ...onlyA,
  },
  deletePersonPhoto: {
    input: async (c) => {
      const personId = await personOfA(c);
      await call(c, 'POST', 'person/uploadPhoto', c.actors.A, { personId, photo });
      return { body: { personId } };
    },
    ...onlyA,
  },
  deleteRelatedPerson: { input: async (c) => ({ body: { personId: await personOfA(c) } }), ...onlyA },
  // --- A's inquiry, photos, gifts and package ---
  cancelInquiry: {
    input: async (c) => ({ params: { id: await inquiryOfA(c) }, query: { carNumber: aPlate } }),
    ...onlyA,
  },
  uploadOrderImage: {
    input: (c) => ({
      body: { ...photo, orderPrimaryId: c.refs.order.id, primaryCheck: c.refs.order.primaryCheck },
    }),
    ...onlyA,
  },
  deleteOrderImage: { input: async (c) => ({ body: { imageId: await imageOfA(c) } }), ...onlyA },
  acceptGiftRight: { input: async (c) => ({ body: await giftCodeForA(c) }), ...onlyA },
  // B (or anyone) naming A's plate must not claim A's package; A claims it.
  claimRights: {
    input: async (c) => {
      await packageOfferedToA(c);
      return { body: { plateNumber: aPlate } };
    },
    ...onlyA,
  },
  // Authorising someone to A's car is A's alone.
  addAuthorizedUser: {
    input: () => ({
      body: {
        custName: '测试授权人',
        mobile: '13900008888',
        idNumber: '110101199001011237',
        plateNumbers: [aPlate],
      },
    }),
    ...onlyA,
  },
  // The assessment key carries the customer's pid: B (the vip holds the AI right) asks about B's car.
  aiAssessmentLink: {
    input: (c) => ({ query: { key: `${c.refs.bPid}:sec-${Date.now()}` } }),
    ...onlyB,
  },
  aiAssessmentResult: { input: (c) => ({ query: { key: `${c.refs.aPid}:sec-1234` } }), ...onlyA },
  // --- B's gold-service orders ---
  goldenOrders: {
    input: async (c) => ({
      params: { id: (await goldenOfB(c)).couponId },
      body: { onPagenum: 1, onPagesize: 10 },
    }),
    ...onlyB,
  },
  goldenOrderTrack: { input: async (c) => ({ params: { id: (await goldenOfB(c)).id } }), ...onlyB },
  // --- catalogue objects any customer may use for themselves ---
  activityDetail: {
    input: async (c) => ({ params: { id: await firstId(c, 'activities') } }),
    ...anyCustomer,
  },
  activityCampaign: { input: async (c) => ({ params: { id: await campaignActivity(c) } }), ...anyCustomer },
  claimCampaignCoupon: {
    input: async (c) => ({ body: { campaignId: await firstId(c, 'campaigns') } }),
    ...anyCustomer,
  },
  exchangeGift: {
    input: async (c) => ({ body: { giftId: await giftForA(c), quantity: 1 } }),
    ...anyCustomer,
  },
  // The form inits and price lists read the caller's own coupons and the catalogue, whatever id is sent.
  serviceFormInit: {
    input: async (c) => ({
      body: { formCode: 'homeClean', couponId: (await formOfA(c, 'homeClean')).couponId },
    }),
    ...readsOwnCoupons,
  },
  initDesignatedDriver: {
    input: async (c) => ({ body: { couponId: (await formOfA(c, 'designatedDriver')).couponId } }),
    ...readsOwnCoupons,
  },
  initSafeParking: {
    input: async (c) => ({ body: { formCode: 'safeDocking', couponId: await aPaintCoupon(c) } }),
    ...readsOwnCoupons,
  },
  initStandardServiceOrder: {
    input: async (c) => ({ body: { serviceType: '11', couponId: await aPaintCoupon(c) } }),
    ...readsOwnCoupons,
  },
  powerServicePrices: {
    input: () => ({ body: { serviceType: '11', plateNumber: aPlate } }),
    ...readsOwnCoupons,
  },
  rescueDestinations: {
    input: () => ({ body: { lng: place.lng, lat: place.lat, plateNumber: aPlate } }),
    ...readsOwnCoupons,
  },
  // --- submits paid with one of A's coupons: nobody else may spend it ---
  submitServiceForm: { input: async (c) => ({ body: await formOfA(c, 'homeClean') }), ...onlyA },
  submitDesignatedDriverOrder: {
    input: async (c) => ({ body: await formOfA(c, 'designatedDriver') }),
    ...onlyA,
  },
  sendForInspection: { input: async (c) => ({ body: await formOfA(c, 'inspectionRun') }), ...onlyA },
  submitServiceOrder: { input: async (c) => ({ body: serviceOrderOf(await aPaintCoupon(c)) }), ...onlyA },
  submitNewServiceOrder: { input: async (c) => ({ body: serviceOrderOf(await aPaintCoupon(c)) }), ...onlyA },
  submitValueAddedOrder: { input: async (c) => ({ body: await valueAddedOfA(c) }), ...onlyA },
  submitRescueOrder: {
    input: async (c) => ({
      body: {
        serviceType: '1',
        faultType: 'tow',
        ...contact,
        couponId: await aRescueCoupon(c),
        plateNumber: aPlate,
        place,
        onHighway: false,
        loadInfo: '车上1人',
      },
    }),
    ...onlyA,
  },
  // --- A's form bookings ---
  serviceFormOrder: {
    input: async (c) => ({ params: { id: (await formOrderOfA(c, 'homeClean')).orderPrimaryId } }),
    ...onlyA,
  },
  designatedDriverProgress: {
    input: async (c) => ({ body: await formOrderOfA(c, 'designatedDriver') }),
    ...onlyA,
  },
  // The driver the dispatcher put on A's designated-driver order reports where they are; nobody else may.
  reportDriverPosition: {
    input: async (c) => ({
      body: { orderPrimaryId: await drivenOrderOfA(c, c.actors.R), lng: place.lng, lat: place.lat },
    }),
    mayAct: ['R'],
    owner: 'R',
  },
  uploadCameraImage: {
    input: (c) => ({
      body: {
        ...photo,
        shot: 'damage',
        orderPrimaryId: c.refs.order.id,
        primaryCheck: c.refs.order.primaryCheck,
      },
    }),
    ...onlyA,
  },
  // --- the rescuer's work order and truck ---
  uploadRescuePhoto: {
    input: (c) => ({
      body: {
        ...photo,
        ticketId: rescueOf(c)?.orderNo ?? 'none',
        subTicketId: rescueOf(c)?.subTicketId ?? 'none',
      },
    }),
    mayAct: ['R'],
    owner: 'R',
  },
  // A spare truck of R's (not on a work order): the colleague may not unbind it.
  unbindTowVehicle: {
    input: async (c) => ({ body: { vehicleNo: await spareTruckOfR(c) } }),
    mayAct: ['R'],
    owner: 'R',
  },
};

/** Rows that consume what other rows name: run last. */
export const serviceDestructive = ['unbindTowVehicle'];
