import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  authorizations,
  customers,
  giftExchanges,
  merchants,
  orders,
  rescueDispatches,
  rescueRequests,
  stores,
  towVehicles,
  transfers,
} from '../db/schema/index.js';
import { createRescue } from '../domain/rescue.js';
import { acceptDispatch } from '../domain/rescue-moves.js';
import { createLinkCode, useLinkCode } from '../domain/rescue-links.js';
import { freshCoupon } from '../testing/merchant-fixtures.js';
import { createOrder } from '../domain/orders.js';
import type { Reply } from '../testing/handoff.js';
import type { TestApp } from '../testing/test-app.js';
import type { ActorKey, Actors, CallInput } from '../testing/security-harness.js';

/**
 * The objects of the access matrix: what customer A (and merchant X, the
 * rescuer) own, found in the demo seed or made for the run, and for every
 * endpoint that takes an id the call that names one of them.
 */
export interface OrderRef {
  id: string;
  primaryCheck: string;
  orderNo: string;
  businessType: string;
  serviceType: string;
}

export interface Refs {
  aPid: string;
  bPid: string;
  aPlate: string;
  bBranch: string;
  order: OrderRef;
  cancellable: OrderRef;
  cardOrder: OrderRef | null;
  rescue: (OrderRef & { subTicketId: string; vehicleNo: string }) | null;
  transfer: { id: string; shareCode: string };
  exchangeId: string | null;
  redemption: { id: string; ticketId: string } | null;
  merchantImageId: string | null;
  /** Strings that identify A's objects: none may appear in a reply to someone else. */
  secrets: string[];
}

export interface FixtureCtx {
  t: TestApp;
  actors: Actors;
  refs: Refs;
}

export interface Fixture {
  /** The call naming the object (async: destructive rows make a fresh object of their own). */
  input: (c: FixtureCtx) => CallInput | Promise<CallInput>;
  /** Who may act on it; everyone else must be refused. */
  mayAct: ActorKey[];
  /** Who proves the call is a real one (must succeed, called last); null: nobody may. */
  owner: ActorKey | null;
  /**
   * Others who may call it but must not see the owner's part: called too, and a
   * reply for which `privateOf` is true counts as a leak.
   */
  sharedWith?: ActorKey[];
  privateOf?: (data: unknown, refs: Refs, input: CallInput) => boolean;
}

/** A reply that names one of A's objects, or the coupon of A the call sent (for calls anyone may make). */
const namesA = (data: unknown, refs: Refs, input: CallInput) => {
  const text = JSON.stringify(data) ?? '';
  const sent = (input.body as { couponId?: unknown } | undefined)?.couponId;
  return (typeof sent === 'string' && text.includes(sent)) || refs.secrets.some((x) => text.includes(x));
};
const washOrderOf = (couponId: string, plateNumber: string) => ({
  serviceType: '9',
  couponId,
  plateNumber,
  contactName: '张伟',
  contactMobile: '13800001234',
  shopSnCode: 'SN110105001',
  appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
});
const aCoupon = async (c: FixtureCtx) => freshCoupon(c.t.database.db, c.actors.A.id ?? '');
const anyCustomer = (
  owner: ActorKey = 'A',
): Pick<Fixture, 'mayAct' | 'owner' | 'sharedWith' | 'privateOf'> => ({
  mayAct: ['A', 'B', 'X', 'Y'],
  owner,
  sharedWith: (['B', 'X', 'Y'] as ActorKey[]).filter((k) => k !== owner),
  privateOf: namesA,
});

export const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function orderRefs(t: TestApp, customerId: string): Promise<(OrderRef & { status: string })[]> {
  return t.database.db
    .select({
      id: orders.id,
      primaryCheck: orders.primaryCheck,
      orderNo: orders.orderNo,
      businessType: orders.businessType,
      serviceType: orders.serviceType,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(orders.createdAt);
}

async function post<T>(t: TestApp, url: string, payload: unknown, token: string | null): Promise<Reply<T>> {
  const res = await t.call({
    method: 'POST',
    url: `/api/rcservice/${url}`,
    payload: payload as object,
    ...(token ? { token } : {}),
  });
  return res.json<Reply<T>>();
}

/** A fresh authorisation granted by A (the revoke row consumes one). */
async function authorizationOfA(c: FixtureCtx): Promise<string> {
  const crypto = c.t.app.deps.fieldCrypto;
  const [row] = await c.t.database.db
    .insert(authorizations)
    .values({
      grantorId: c.actors.A.id ?? '',
      granteeName: '测试被授权人',
      granteeMobileSealed: crypto.seal('13900009999'),
      granteeMobileIndex: crypto.blindIndex('13900009999'),
      granteeIdNumberSealed: crypto.seal('110101199001011237'),
      plateNumbers: [c.refs.aPlate],
    })
    .returning({ id: authorizations.id });
  return row?.id ?? '';
}

/** A fresh transfer A is giving (claim and cancel rows consume one each). */
async function transferOfA(c: FixtureCtx): Promise<{ id: string; shareCode: string }> {
  const coupon = await freshCoupon(c.t.database.db, c.actors.A.id ?? '');
  const made = await post<{ id: string }>(
    c.t,
    'donation/R00040019',
    { couponId: coupon.id, quantity: 1 },
    c.actors.A.token,
  );
  const [row] = await c.t.database.db
    .select({ id: transfers.id, shareCode: transfers.shareCode })
    .from(transfers)
    .where(eq(transfers.id, made.data.id));
  return row ?? { id: made.data.id, shareCode: 'missing' };
}

export async function collectRefs(t: TestApp, actors: Actors): Promise<Refs> {
  const db = t.database.db;
  const aId = actors.A.id ?? '';
  const all = await orderRefs(t, aId);
  const open = all.filter((o) => o.status === 'submitted' || o.status === 'accepted');
  const order = open.find((o) => o.businessType === 'carWash') ?? open[0] ?? all[0];
  const cancellable =
    open.find((o) => o !== order && o.status === 'submitted') ?? open.find((o) => o !== order);
  if (!order || !cancellable) throw new Error('customer A has no open orders in the seed');
  const cardOrder = all.find((o) => o.businessType === 'card') ?? null;

  // A rescue of A on its way: the rescuer R accepted it with a free truck.
  const made = await createRescue(
    db,
    t.app.deps.fieldCrypto,
    {
      customerId: aId,
      plateNumber: '京A12345',
      contactName: '张伟',
      contactMobile: '13812341234',
      faultType: 'battery',
      place: { address: '北京市朝阳区建国路88号', lng: 116.4551, lat: 39.9087, cityName: '北京' },
      loadInfo: '',
      appointmentAt: null,
      onHighway: false,
      remark: '',
      priceFen: 0,
      companyName: '京安道路救援有限公司',
      couponId: null,
      destination: null,
    },
    new Date(),
    'pool',
  );
  const [truck] = await db
    .select({ no: towVehicles.vehicleNo })
    .from(towVehicles)
    .where(and(eq(towVehicles.boundRescuerId, actors.R.id ?? ''), eq(towVehicles.vehicleNo, '京A9T301')));
  if (made && truck) {
    await acceptDispatch(db, made.dispatch.id, actors.R.id ?? '', truck.no, new Date(Date.now() + 600_000));
  }
  const [rescueRow] = await db
    .select({ o: orders, d: rescueDispatches })
    .from(rescueRequests)
    .innerJoin(orders, eq(orders.id, rescueRequests.orderId))
    .innerJoin(rescueDispatches, eq(rescueDispatches.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, aId),
        eq(rescueDispatches.rescuerId, actors.R.id ?? ''),
        inArray(rescueDispatches.status, ['accepted', 'departed', 'arrived', 'inService']),
      ),
    )
    .limit(1);
  const rescue = rescueRow
    ? {
        id: rescueRow.o.id,
        primaryCheck: rescueRow.o.primaryCheck,
        orderNo: rescueRow.o.orderNo,
        businessType: rescueRow.o.businessType,
        serviceType: rescueRow.o.serviceType,
        subTicketId: rescueRow.d.subTicketId,
        vehicleNo: rescueRow.d.vehicleNo ?? '',
      }
    : null;

  const [giving] = await db
    .select({ id: transfers.id, shareCode: transfers.shareCode })
    .from(transfers)
    .where(and(eq(transfers.giverId, aId), eq(transfers.state, 'giving')))
    .limit(1);
  const [exchange] = await db
    .select({ id: giftExchanges.id })
    .from(giftExchanges)
    .where(eq(giftExchanges.customerId, aId))
    .limit(1);

  // Merchant X redeems a coupon of A at its store: X's order, Y must not see or touch it.
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(eq(merchants.accountCustomerId, actors.X.id ?? ''))
    .limit(1);
  const coupon = await freshCoupon(db, aId, { quantity: 3 });
  const redeemed = await post<{ id: string }>(
    t,
    'merchant/R00040026',
    {
      action: 'redeem',
      ticketId: coupon.code,
      idempotencyKey: randomUUID(),
      count: 1,
      ...(store ? { storeId: store.id } : {}),
    },
    actors.X.token,
  );
  const redemption = redeemed.status === 0 ? { id: redeemed.data.id, ticketId: coupon.code } : null;
  const image = await post<{ imageId: string }>(
    t,
    'merchant/uploadImage',
    { fileName: 'proof.png', contentType: 'image/png', dataBase64: onePixelPng },
    actors.X.token,
  );

  const [a] = await db.select().from(customers).where(eq(customers.id, aId));
  const [b] = await db
    .select()
    .from(customers)
    .where(eq(customers.id, actors.B.id ?? ''));
  const transfer = giving ?? { id: 'none', shareCode: 'none' };
  const secrets = [
    ...all.flatMap((o) => [o.id, o.orderNo, o.primaryCheck]),
    transfer.id,
    transfer.shareCode,
    coupon.id,
    coupon.code,
    a?.custName ?? '张伟',
  ].filter((s) => s && s !== 'none');
  return {
    aPid: a?.pid ?? '',
    bPid: b?.pid ?? '',
    aPlate: '京A12345',
    bBranch: '310000',
    order,
    cancellable,
    cardOrder,
    rescue,
    transfer,
    exchangeId: exchange?.id ?? null,
    redemption,
    merchantImageId: image.status === 0 ? image.data.imageId : null,
    secrets,
  };
}

const onlyA: Pick<Fixture, 'mayAct' | 'owner'> = { mayAct: ['A'], owner: 'A' };

/** A fresh car-wash booking of customer A at merchant X's first store; its order id. */
async function bookingAtStoreOfX(c: FixtureCtx): Promise<string> {
  const db = c.t.database.db;
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(eq(merchants.accountCustomerId, c.actors.X.id ?? ''))
    .limit(1);
  const aId = c.actors.A.id ?? '';
  const coupon = await freshCoupon(db, aId);
  const order = await db.transaction((tx) =>
    createOrder(
      tx,
      {
        customerId: aId,
        serviceType: '9',
        couponId: coupon.id,
        storeId: store?.id ?? null,
        plateNumber: '京A12345',
      },
      { kind: 'customer', id: aId },
    ),
  );
  return order?.id ?? 'none';
}

/** A fresh location link of rescuer R, already used by a customer to report the rescue's own place. */
async function reportedLinkOfR(c: FixtureCtx): Promise<string> {
  const { db, fieldCrypto } = c.t.app.deps;
  const { trackCode } = await createLinkCode(db, fieldCrypto, { rescuerId: c.actors.R.id ?? '' });
  await useLinkCode(db, fieldCrypto, trackCode, {
    address: '北京市朝阳区建国路88号',
    lng: 116.4551,
    lat: 39.9087,
  });
  return trackCode;
}
const orderRef = (o: OrderRef) => ({ orderPrimaryId: o.id, primaryCheck: o.primaryCheck });

/**
 * The object-bearing endpoints of the contract and the call naming A's object.
 * An endpoint that takes an id but is missing here shows as "no fixture" in the
 * printed matrix: add it when its module lands.
 */
export const fixtures: Record<string, Fixture> = {
  // --- orders (A's) ---
  checkOrderDetail: { input: (c) => ({ params: { id: c.refs.order.id } }), ...onlyA },
  initOrderDetail: {
    input: (c) => ({
      params: { businessType: c.refs.order.businessType || 'carWash', orderPrimaryId: c.refs.order.id },
      query: { primaryCheck: c.refs.order.primaryCheck, ticketId: c.refs.order.orderNo },
    }),
    ...onlyA,
  },
  refreshOrderQrCode: {
    input: (c) => ({ query: { ...orderRef(c.refs.order), ticketId: c.refs.order.orderNo } }),
    ...onlyA,
  },
  cancelOrderReasons: { input: (c) => ({ body: orderRef(c.refs.order) }), ...onlyA },
  substituteDetail: { input: (c) => ({ query: { ...orderRef(c.refs.order), active: 'doing' } }), ...onlyA },
  submitOrderQuestion: {
    input: (c) => ({
      body: { ...orderRef(c.refs.order), questionType: 'progress', content: '请问门店几点开门营业？' },
    }),
    ...onlyA,
  },
  resendTicket: { input: (c) => ({ body: { ticketId: c.refs.order.orderNo } }), ...onlyA },
  cancelOrder: {
    input: (c) => ({ body: { ...orderRef(c.refs.cancellable), reasonCode: 'plan' } }),
    ...onlyA,
  },
  cancelRescue: {
    input: (c) => ({ body: { ...(c.refs.rescue ? orderRef(c.refs.rescue) : {}), reasonCode: 'selfSolved' } }),
    ...onlyA,
  },
  checkCardOrder: {
    input: (c) => ({ params: { id: c.refs.cardOrder?.id ?? 'none' } }),
    ...onlyA,
  },
  // --- rescue (A's order, served by the rescuer R) ---
  substituteTrail: {
    input: (c) => ({
      params: { id: c.refs.rescue?.id ?? 'none' },
      query: {
        primaryCheck: c.refs.rescue?.primaryCheck,
        serviceType: c.refs.rescue?.serviceType,
        businessType: c.refs.rescue?.businessType,
      },
    }),
    ...onlyA,
  },
  orderSideSteps: {
    input: (c) => ({
      query: c.refs.rescue ? { ...orderRef(c.refs.rescue), businessType: c.refs.rescue.businessType } : {},
    }),
    ...onlyA,
  },
  followRescue: { input: (c) => ({ body: c.refs.rescue ? orderRef(c.refs.rescue) : {} }), ...onlyA },
  urgeRescue: { input: (c) => ({ body: c.refs.rescue ? orderRef(c.refs.rescue) : {} }), ...onlyA },
  // Masked calls: only the rescue's customer and its assigned rescuer get the relay number.
  customerCallRelay: { input: (c) => ({ body: c.refs.rescue ? orderRef(c.refs.rescue) : {} }), ...onlyA },
  rescuerCallRelay: {
    input: (c) => ({ body: { subTicketid: c.refs.rescue?.subTicketId } }),
    mayAct: ['R'],
    owner: 'R',
  },
  rescuerWorkOrderDetail: {
    input: (c) => ({
      query: {
        subTicketid: c.refs.rescue?.subTicketId,
        ticketid: c.refs.rescue?.orderNo,
        vehicleNo: c.refs.rescue?.vehicleNo,
      },
    }),
    mayAct: ['R'],
    owner: 'R',
  },
  rescueAddress: {
    input: (c) => ({ query: { ticketId: c.refs.rescue?.orderNo } }),
    mayAct: ['R'],
    owner: 'R',
  },
  updateWorkOrderProgress: {
    input: (c) => ({
      body: {
        ticketId: c.refs.rescue?.orderNo,
        subTicketId: c.refs.rescue?.subTicketId,
        vehicleNo: c.refs.rescue?.vehicleNo,
        step: 'position',
        lng: 116.45,
        lat: 39.9,
      },
    }),
    mayAct: ['R'],
    owner: 'R',
  },
  towVehicleStatus: {
    input: (c) => ({ query: { vehicleNo: c.refs.rescue?.vehicleNo ?? '京A8D765' } }),
    mayAct: ['R'],
    owner: 'R',
  },
  // A location link R made, through which a customer reported where they are: only R reads or applies it.
  locationLinkPosition: {
    input: async (c) => ({ body: { trackCode: await reportedLinkOfR(c) } }),
    mayAct: ['R'],
    owner: 'R',
  },
  applyLinkPosition: {
    input: async (c) => ({
      body: {
        trackCode: await reportedLinkOfR(c),
        ticketId: c.refs.rescue?.orderNo,
        subTicketId: c.refs.rescue?.subTicketId,
      },
    }),
    mayAct: ['R'],
    owner: 'R',
  },
  // --- coupons (fresh ones of A) ---
  couponDetail: {
    input: async (c) => ({ params: { id: (await freshCoupon(c.t.database.db, c.actors.A.id ?? '')).id } }),
    ...onlyA,
  },
  couponRedemptionCode: {
    input: async (c) => ({ params: { id: (await freshCoupon(c.t.database.db, c.actors.A.id ?? '')).id } }),
    ...onlyA,
  },
  changeCouponPlate: {
    input: async (c) => ({
      body: {
        couponId: (await freshCoupon(c.t.database.db, c.actors.A.id ?? '')).id,
        plateNumber: c.refs.aPlate,
      },
    }),
    ...onlyA,
  },
  createTransfer: {
    input: async (c) => ({
      body: { couponId: (await freshCoupon(c.t.database.db, c.actors.A.id ?? '')).id, quantity: 1 },
    }),
    ...onlyA,
  },
  // --- transfers (A gives) ---
  transferDetail: { input: (c) => ({ params: { id: c.refs.transfer.id } }), ...onlyA },
  transferShareCard: { input: (c) => ({ body: { transferId: c.refs.transfer.id } }), ...onlyA },
  cancelTransfer: { input: async (c) => ({ body: { transferId: (await transferOfA(c)).id } }), ...onlyA },
  // The share code is the invitation: any other customer may look and claim once; not the giver.
  transferPreview: {
    input: async (c) => ({ body: { shareCode: (await transferOfA(c)).shareCode } }),
    mayAct: ['A', 'B', 'X', 'Y'],
    owner: 'B',
  },
  claimTransfer: {
    input: async (c) => ({ body: { shareCode: (await transferOfA(c)).shareCode } }),
    mayAct: ['B', 'X', 'Y'],
    owner: 'B',
  },
  // --- authorisations and the acting identity ---
  authorizationDetail: { input: async (c) => ({ params: { id: await authorizationOfA(c) } }), ...onlyA },
  revokeAuthorization: { input: async (c) => ({ params: { id: await authorizationOfA(c) } }), ...onlyA },
  switchPlate: { input: (c) => ({ params: { plate: c.refs.aPlate } }), ...onlyA },
  switchBranchCompany: { input: (c) => ({ params: { id: c.refs.bBranch } }), mayAct: ['B'], owner: 'B' },
  // Nobody authorised anyone of the matrix to act as the noRights persona.
  switchUser: { input: () => ({ body: { targetPid: 'PID10000010' } }), mayAct: [], owner: null },
  // --- gifts ---
  giftExchangeDetail: {
    input: (c) => ({ body: { exchangeId: c.refs.exchangeId ?? 'none' } }),
    ...onlyA,
  },
  // --- merchant X's order and photo ---
  merchantOrderDetail: {
    input: (c) => ({ params: { id: c.refs.redemption?.id ?? 'none' } }),
    mayAct: ['X'],
    owner: 'X',
  },
  // Any merchant may look at a ticket a customer presents; only the one who redeemed it sees that order.
  ticketVerificationDetail: {
    input: (c) => ({ query: { ticketid: c.refs.redemption?.ticketId ?? 'none' } }),
    mayAct: ['X', 'Y'],
    owner: 'X',
    sharedWith: ['Y'],
    privateOf: (data) => (data as { order?: unknown } | null)?.order != null,
  },
  lookUpTicket: {
    input: async (c) => ({ query: { concavecode: (await aCoupon(c)).code } }),
    mayAct: ['X', 'Y'],
    owner: 'X',
    sharedWith: ['Y'],
    privateOf: () => false,
  },
  // --- paying with A's coupon, or asking about A's plate ---
  submitCarWashOrder: {
    input: async (c) => ({ body: washOrderOf((await aCoupon(c)).id, c.refs.aPlate) }),
    ...onlyA,
  },
  initCarWashOrder: {
    input: async (c) => ({
      body: { serviceType: '9', couponId: (await aCoupon(c)).id, shopSnCode: 'SN110105001' },
    }),
    ...anyCustomer(),
  },
  orderCoupons: {
    input: (c) => ({ body: { serviceType: '9', plateNumber: c.refs.aPlate } }),
    ...anyCustomer(),
  },
  carStewardRights: { input: (c) => ({ body: { plateNumber: c.refs.aPlate } }), ...anyCustomer() },
  carLifeRights: { input: (c) => ({ body: { plateNumber: c.refs.aPlate } }), ...anyCustomer() },
  // --- A's rescue seen from the rescue screens ---
  shareRescue: { input: (c) => ({ body: c.refs.rescue ? orderRef(c.refs.rescue) : {} }), ...onlyA },
  changeRescueDestination: {
    input: (c) => ({
      body: {
        ...(c.refs.rescue ? orderRef(c.refs.rescue) : {}),
        destination: { address: '北京市朝阳区东三环中路1号', lng: 116.46, lat: 39.91 },
      },
    }),
    ...onlyA,
  },
  // A live stream never ends: only the refusals are called.
  rescueLive: {
    input: (c) => ({ query: c.refs.rescue ? orderRef(c.refs.rescue) : {} }),
    mayAct: ['A'],
    owner: null,
  },
  rescuerWorkOrders: {
    input: (c) => ({ query: { flag: '0', towCarVehicleNo: c.refs.rescue?.vehicleNo } }),
    mayAct: ['R', 'R2'],
    owner: 'R',
    sharedWith: ['R2'],
    privateOf: (data, refs) => (JSON.stringify(data) ?? '').includes(refs.rescue?.orderNo ?? '\u0000'),
  },
  // The truck is R's: binding it again is R's no-op; nobody else may take it.
  bindTowVehicle: {
    input: (c) => ({ body: { vehicleNo: c.refs.rescue?.vehicleNo } }),
    mayAct: ['R'],
    owner: 'R',
  },
  reassignWorkOrder: {
    input: (c) => ({
      body: {
        ticketId: c.refs.rescue?.orderNo,
        subTicketId: c.refs.rescue?.subTicketId,
        toVehicleNo: '京B3K552',
        reason: '车辆故障，改派',
      },
    }),
    mayAct: ['R'],
    owner: null,
  },
  deleteMerchantImage: {
    input: (c) => ({ body: { imageId: c.refs.merchantImageId ?? 'none' } }),
    mayAct: ['X'],
    owner: 'X',
  },
  // A booking of A at merchant X's store: only X may accept it (a fresh one per call).
  acceptMerchantBooking: {
    input: async (c) => ({ body: { orderId: await bookingAtStoreOfX(c) } }),
    mayAct: ['X'],
    owner: 'X',
  },
  completeMerchantOrder: {
    input: (c) => ({
      body: { action: 'undo', orderId: c.refs.redemption?.id ?? 'none', reason: '顾客要求撤销' },
    }),
    mayAct: ['X'],
    owner: 'X',
  },
};

/**
 * Endpoints whose input names something no persona owns, each with the reason,
 * in one place. The matrix still checks their role gate; an endpoint that names
 * an object and is in neither this list nor a fixture list fails the matrix.
 */
export const publicObjects: Record<string, string> = {
  login: 'the hand-off token is a one-time capability from the partner app (replays suite: used once)',
  submitFeedbackReport:
    'the report link token is a capability minted for whoever saw the error; no session, no owner',
  newsDetail: 'published news is public reading',
  contentImage: 'a picture of a news or activity body is public like the article it sits in (decision 053)',
  giftPreview:
    'the share code is the invitation: whoever holds the gift link sees what transferPreview shows any customer (no coupon id, no share link)',
  designatedDriverNote:
    'sid is the bearer link of one text message: it opens once, as a read-only pass to its order (sms-links.security.ts)',
  rescueOrderNote:
    'sid is the bearer link of one text message: it opens once, as a read-only pass to its order (sms-links.security.ts)',
  checkLocationLink: 'the track code is a one-time capability sent by SMS (replays suite: used once)',
  reportLinkLocation: 'the track code is a one-time capability sent by SMS (replays suite: used once)',
  sendVerificationCode:
    'captchaId names a single-use picture challenge bound to the session that asked for it, not an object; codes are limited per number (limits suite)',
};
