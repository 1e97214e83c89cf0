import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { login, type LoginData, type OperatorRole } from '@rc/contract';
import type { CouponStateValue, OrderStatusValue } from '../db/schema/index.js';
import {
  branchCompanies,
  channels,
  customerBranches,
  customerGiftPackages,
  giftPackages,
  customers,
  giftCodes,
  merchants,
  operators,
  rescuers,
  serviceCatalogue,
  stores,
  towVehicles,
  type CustomerLanding,
  type GiftItem,
  type GiftPackageItem,
} from '../db/schema/index.js';
import { holdForTransfer, issueCoupon, useCoupon, type CouponRow } from '../domain/coupons.js';
import { createOrder, moveOrder, type OrderRow } from '../domain/orders.js';
import { hashPassword } from '../domain/rescue.js';
import { signHandoffToken } from '../http/handoff-token.js';
import { openOperatorSession } from '../http/operator-session.js';
import { openSession } from '../http/session-store.js';
import { buildLoginData } from '../domain/login-data.js';
import { policyOf } from '../modules/auth/service.js';
import { testClient, type Caller } from './client.js';
import type { TestApp } from './test-app.js';

/**
 * Factories (issue 24, "tests state what they need"): a test makes the customer,
 * coupon, order, merchant, rescuer or operator it is about, with unique invented
 * values (never the demo's seeded plates, names or numbers), through the domain
 * functions or plain inserts in one transaction, and gets back the ids with a
 * signed-in session. Customers, rescuers and operators get a session from the session
 * stores (the same rows their login writes, without the hand-off or the password
 * hashing; a customer's `login` is the login's own data for that session), so every
 * call a test makes meets the server's own authentication. `aCustomer({ handoff: true })`
 * signs in through the real partner hand-off and login endpoint.
 */

const dayMs = 86_400_000;
const actor = { kind: 'system', id: 'test-factory' } as const;

let counter = 0;
/** A number no other factory call of this process has used. */
function next(): number {
  counter += 1;
  return counter;
}
const runTag = randomBytes(3).toString('hex').toUpperCase();

const surnames = ['周', '吴', '郑', '冯', '陈', '褚', '卫', '蒋', '沈', '韩'];
const givenNames = ['一鸣', '思远', '若琳', '子涵', '浩然', '雨桐', '嘉怡', '俊杰', '欣然', '博文'];

/** A name nobody in the demo seed has: surname, given name and a distinguishing syllable. */
function inventName(n: number): string {
  return `${surnames[n % 10] ?? '周'}${givenNames[Math.floor(n / 10) % 10] ?? '一鸣'}${n >= 100 ? String(n) : ''}`;
}

/** A plate of the invented series 晋T (no demo persona drives one): unique per call. */
export function uniquePlate(): string {
  const n = next();
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const tail = String(n % 10_000).padStart(4, '0');
  const letter = letters[Math.floor(n / 10_000) % letters.length] ?? 'A';
  return `晋T${letter}${tail}`;
}

/** A mobile number of the unassigned 170-5 block, unique per call. */
export function uniqueMobile(): string {
  return `1705${String(next() % 10_000).padStart(4, '0')}${String(randomBytes(2).readUInt16BE() % 1000).padStart(3, '0')}`;
}

/** An 18-character ID number with a valid check character (GB 11643), born on `birthday` (YYYYMMDD). */
export function inventIdNumber(birthday = '19900101', sex: '1' | '2' = '1'): string {
  const seq = (next() % 500) * 2 + (sex === '1' ? 1 : 0);
  const body = `370102${birthday}${String(seq % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0);
  return body + ('10X98765432'[sum % 11] ?? '0');
}

/** A customer's signed-in session and what the test asked for. */
export interface CustomerSession extends Caller {
  kind: 'customer';
  publicSecret: string;
  /** The customers row id. */
  id: string;
  /** The partner's person id the hand-off named. */
  pid: string;
  name: string;
  mobile: string;
  idNumber: string | null;
  plates: string[];
  /** The login's data (landing fields, userVo), as the page got it. */
  login: LoginData;
}

export interface CustomerOptions {
  plates?: string[];
  vip?: boolean;
  /** Real-name verified (isVerify Y, with an ID number); default true. */
  verified?: boolean;
  name?: string;
  mobile?: string;
  /** An ID number (null: none); by default an invented one when verified. */
  idNumber?: string | null;
  /** The car's VIN (sealed; the login sends it encrypted for the browser's key). */
  vin?: string;
  /** Branch companies the customer may act under; default one, Beijing (110000). */
  branches?: string[];
  role?: 'customer' | 'merchant';
  /** Where the login routes them; default the home page. */
  landing?: CustomerLanding;
  points?: number;
  degree?: { name: string; code: string };
  joinedDaysAgo?: number;
  /** The partner channel of the hand-off; default PA_APP. */
  channel?: string;
  /**
   * Sign in through the real partner hand-off and login endpoint. By default the
   * session row is opened directly, as the login does, with the login's own data:
   * a hand-off per customer made the suite several times slower.
   */
  handoff?: boolean;
}

export interface CouponOptions {
  owner: { id: string } | string;
  serviceType?: string;
  /**
   * - `unused` (default), valid from yesterday;
   * - `used`: every use taken;
   * - `expired`: its last day has passed;
   * - `notYetValid`: valid from a later day;
   * - `transferring`: held for a gift waiting to be claimed.
   */
  state?: 'unused' | 'used' | 'expired' | 'notYetValid' | 'transferring';
  validFrom?: Date;
  validUntil?: Date;
  quantity?: number;
  transferable?: boolean;
  plate?: string | null;
  name?: string;
  nameEn?: string;
  source?: CouponRow['source'];
  faceValue?: number | null;
  weekdays?: number[] | null;
  hours?: { from: number; to: number } | null;
  storeIds?: string[] | null;
}

export interface OrderOptions {
  owner: { id: string; plates?: string[] } | string;
  /** Paid by this coupon (one use); by default a fresh coupon of `serviceType`. */
  coupon?: CouponRow;
  serviceType?: string;
  businessType?: string;
  /** Moved here through the order life cycle; default submitted. */
  status?: OrderStatusValue;
  storeId?: string | null;
  plate?: string;
  appointmentAt?: Date | null;
  details?: Record<string, unknown>;
  /** The order's contact (the ticket SMS goes to the mobile, sealed); default none. */
  contact?: { name: string; mobile: string };
}

export interface MerchantSession extends CustomerSession {
  merchantId: string;
  /** The merchant's first store. */
  storeId: string;
  snCode: string;
}

export interface RescuerSession extends Caller {
  kind: 'rescuer';
  id: string;
  account: string;
  password: string;
  name: string;
  /** Their mobile number (stored sealed). */
  mobile: string;
  /** A driver's job number (empty for a tow rescuer). */
  jobNo: string;
  /**
   * A tow vehicle of the rescuer's company: not bound (binding is the rescuer's step),
   * unless the rescuer was made with `at`, which binds it and parks it there, or `bound`.
   */
  vehicleNo: string;
  /** The rescuer's tow company (its vehicles and pool). */
  companyName: string;
  /** The branch company the rescuer works (dispatch offers its customers' rescues to it). */
  branch: string;
}

export interface RescuerOptions {
  kind?: 'tow' | 'driver';
  /** The branch company worked; default Beijing (110000). Give `aBranch()`'s code for a network of its own. */
  branch?: string;
  name?: string;
  /** Join this tow company (another rescuer's `companyName`) instead of a company of its own. */
  company?: string;
  /**
   * Bind the vehicle to the rescuer and give it this last known position, so that
   * dispatch (domain/rescue-dispatch.ts) can offer rescues of the branch's customers to it.
   */
  at?: { lng: number; lat: number };
  /** Bind the vehicle to the rescuer with no known position: dispatch reaches it only through the company pool. */
  bound?: boolean;
}

export interface OperatorSession extends Caller {
  kind: 'operator';
  id: string;
  account: string;
  role: OperatorRole;
}

/** The password every factory-made rescuer and operator has (hashed once per process). */
export const factoryPassword = 'factory-pass-2026';
let factoryHash: Promise<string> | undefined;
function passwordHash(): Promise<string> {
  factoryHash ??= hashPassword(factoryPassword);
  return factoryHash;
}

const paths: Record<OrderStatusValue, OrderStatusValue[]> = {
  submitted: [],
  accepted: ['accepted'],
  inService: ['accepted', 'inService'],
  toVerify: ['accepted', 'inService', 'toVerify'],
  completed: ['accepted', 'inService', 'completed'],
  cancelled: ['cancelled'],
};

const stateOfCoupon: Record<NonNullable<CouponOptions['state']>, CouponStateValue> = {
  unused: 'unused',
  used: 'used',
  expired: 'unused',
  notYetValid: 'unused',
  transferring: 'transferring',
};

function idOf(owner: { id: string } | string): string {
  return typeof owner === 'string' ? owner : owner.id;
}

export interface Factories {
  /** A customer with a session signed in through the partner hand-off. */
  aCustomer: (opts?: CustomerOptions) => Promise<CustomerSession>;
  /** A coupon issued to `owner` (domain/coupons.ts), then moved to `state`. */
  aCoupon: (opts: CouponOptions) => Promise<CouponRow>;
  /** An order placed with a coupon (domain/orders.ts), moved along its life cycle to `status`. */
  anOrder: (opts: OrderOptions) => Promise<OrderRow>;
  /** A merchant account with one store, signed in (its landing is the merchant home, isGiftBag S). */
  aMerchant: (opts?: {
    serviceTypes?: string[];
    branch?: string;
    name?: string;
    customer?: CustomerOptions;
  }) => Promise<MerchantSession>;
  /** Another store of a merchant. */
  aStore: (opts: {
    merchant: { merchantId: string };
    serviceTypes?: string[];
    branch?: string;
    lat?: number;
    lng?: number;
    enabled?: boolean;
    /** The store's district (6-digit region code); default none. */
    region?: string;
    storeName?: string;
  }) => Promise<{ id: string; snCode: string; name: string }>;
  /** A rescuer (tow by default) with a tow vehicle of its company and a rescuer session. */
  aRescuer: (opts?: RescuerOptions) => Promise<RescuerSession>;
  /**
   * A branch company of its own (invented code and name): customers and rescuers made
   * with it form a rescue network no seeded vehicle serves.
   */
  aBranch: () => Promise<{ code: string; name: string }>;
  /** A console operator of `role` with a console session. */
  anOperator: (opts?: { role?: OperatorRole }) => Promise<OperatorSession>;
  /** A gift code (rights/R00010017), open to anyone or meant for one customer. */
  aGiftCode: (opts?: {
    for?: { id: string } | null;
    serviceType?: string;
    items?: GiftItem[];
    expiresInDays?: number;
  }) => Promise<{ code: string; items: GiftItem[] }>;
  /** A gift package of its own (rights/getown), offered to `for`, waiting to be claimed. */
  aGiftPackage: (opts: {
    for: { id: string };
    items?: GiftPackageItem[];
  }) => Promise<{ id: string; items: GiftPackageItem[] }>;
}

export function factories(app: TestApp | (() => TestApp)): Factories {
  const t = typeof app === 'function' ? app : () => app;
  const client = testClient(app);

  async function aCustomer(opts: CustomerOptions = {}): Promise<CustomerSession> {
    const { database, app: fastify } = t();
    const crypto = fastify.deps.fieldCrypto;
    const n = next();
    const verified = opts.verified ?? true;
    const pid = `T${runTag}${String(n).padStart(5, '0')}`;
    const name = opts.name ?? inventName(n);
    const mobile = opts.mobile ?? uniqueMobile();
    const idNumber = opts.idNumber === undefined ? (verified ? inventIdNumber() : null) : opts.idNumber;
    const plates = opts.plates ?? [uniquePlate()];
    const branches = opts.branches ?? ['110000'];
    const channel = opts.channel ?? 'PA_APP';
    const { id, data: direct } = await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          pid,
          custName: name,
          mobileSealed: crypto.seal(mobile),
          mobileIndex: crypto.blindIndex(mobile),
          idTypeCode: '1',
          idNumberSealed: idNumber ? crypto.seal(idNumber) : null,
          idNumberIndex: idNumber ? crypto.blindIndex(idNumber) : null,
          vinSealed: opts.vin ? crypto.seal(opts.vin) : null,
          plateNumbers: plates,
          currentPlate: plates[0] ?? '',
          isVip: opts.vip ?? false,
          degree: opts.degree?.name ?? '普通会员',
          degreeCode: opts.degree?.code ?? 'N',
          remainPoint: opts.points ?? 0,
          joinedAt: new Date(Date.now() - (opts.joinedDaysAgo ?? 365) * dayMs),
          branchCompanyCode: branches.length === 1 ? (branches[0] ?? '') : '',
          isVerify: verified ? 'Y' : 'N',
          role: opts.role ?? 'customer',
          landing: opts.landing ?? { isHeadPage: 'Y', ...(opts.vip ? { isVRights: '1' } : {}) },
        })
        .returning({ id: customers.id });
      if (!row) throw new Error('customer insert returned nothing');
      if (branches.length > 0) {
        await tx
          .insert(customerBranches)
          .values(branches.map((b) => ({ customerId: row.id, branchCode: b })));
      }
      if (opts.handoff) return { id: row.id, data: null };
      // The session row the login writes, and the login's own data for it.
      const { deps } = fastify;
      const opened = await openSession(tx, crypto, policyOf(deps), {
        kind: 'customer',
        customerId: row.id,
        channelId: channel,
        branchCode: branches.length === 1 ? (branches[0] ?? '') : '',
      });
      const loginData = await buildLoginData(tx, crypto, {
        token: opened.token,
        session: opened.session,
        shenceServerUrl: deps.config.shenceServerUrl,
        locale: 'zh-CN',
      });
      return { id: row.id, data: loginData };
    });
    const data = direct ?? (await handoffLogin(channel, pid));
    return {
      kind: 'customer',
      token: data.token,
      publicSecret: data.userVo.publicSecret,
      id,
      pid,
      name,
      mobile,
      idNumber,
      plates,
      login: data,
    };
  }

  /** The partner's hand-off, signed with this database's channel secret, then the login endpoint. */
  async function handoffLogin(channel: string, pid: string): Promise<LoginData> {
    const secret = await channelSecret(channel);
    const token = signHandoffToken(secret, { ch: channel, sub: pid, ttlSeconds: 300 });
    return client.ok(login, { body: { channel, token } });
  }

  async function channelSecret(channel: string): Promise<string> {
    const { database, app: fastify } = t();
    const [row] = await database.db.select().from(channels).where(eq(channels.id, channel));
    if (!row) throw new Error(`no channel ${channel} in the test database`);
    return fastify.deps.fieldCrypto.open(row.secretSealed);
  }

  async function aCoupon(opts: CouponOptions): Promise<CouponRow> {
    const db = t().database.db;
    const serviceType = opts.serviceType ?? '9';
    const now = Date.now();
    const state = opts.state ?? 'unused';
    const validFrom =
      opts.validFrom ??
      new Date(now + (state === 'notYetValid' ? 5 : state === 'expired' ? -60 : -1) * dayMs);
    const validTo = opts.validUntil ?? new Date(now + (state === 'expired' ? -1 : 30) * dayMs);
    const [catalogue] = await db
      .select({ name: serviceCatalogue.name, nameEn: serviceCatalogue.nameEn })
      .from(serviceCatalogue)
      .where(eq(serviceCatalogue.serviceType, serviceType));
    const quantity = opts.quantity ?? 1;
    const customerId = idOf(opts.owner);
    return db.transaction(async (tx) => {
      let row = await issueCoupon(
        tx,
        {
          customerId,
          serviceType,
          name: opts.name ?? catalogue?.name ?? `测试券${serviceType}`,
          nameEn: opts.nameEn ?? catalogue?.nameEn ?? `Test coupon ${serviceType}`,
          source: opts.source ?? 'policy',
          validFrom,
          validTo,
          quantity,
          transferable: opts.transferable ?? state === 'transferring',
          plateNumber: opts.plate ?? null,
          faceValue: opts.faceValue ?? null,
          weekdays: opts.weekdays ?? null,
          hourFrom: opts.hours?.from ?? null,
          hourTo: opts.hours?.to ?? null,
          storeIds: opts.storeIds ?? null,
        },
        actor,
      );
      if (state === 'used') {
        row = (await useCoupon(tx, row.id, quantity, actor, `test-use-${next()}`)) ?? row;
      } else if (state === 'transferring') {
        row = (await holdForTransfer(tx, row.id, customerId, `test-transfer-${next()}`)) ?? row;
      }
      if (row.state !== stateOfCoupon[state]) throw new Error(`could not make a ${state} coupon`);
      return row;
    });
  }

  async function anOrder(opts: OrderOptions): Promise<OrderRow> {
    const db = t().database.db;
    const serviceType = opts.coupon?.serviceType ?? opts.serviceType ?? '9';
    const coupon = opts.coupon ?? (await aCoupon({ owner: opts.owner, serviceType, quantity: 1 }));
    const plates = typeof opts.owner === 'string' ? [] : (opts.owner.plates ?? []);
    return db.transaction(async (tx) => {
      const order = await createOrder(
        tx,
        {
          customerId: idOf(opts.owner),
          serviceType,
          businessType: opts.businessType ?? '',
          couponId: coupon.id,
          storeId: opts.storeId ?? null,
          plateNumber: opts.plate ?? plates[0] ?? '',
          appointmentAt: opts.appointmentAt ?? null,
          details: opts.details ?? {},
          ...(opts.contact
            ? {
                contactName: opts.contact.name,
                contactMobileSealed: t().app.deps.fieldCrypto.seal(opts.contact.mobile),
              }
            : {}),
        },
        actor,
      );
      if (!order) throw new Error(`coupon ${coupon.id} could not pay for an order`);
      let row = order;
      let from: OrderStatusValue = 'submitted';
      for (const to of paths[opts.status ?? 'submitted']) {
        const moved = await moveOrder(tx, row.id, [from], to, actor);
        if (!moved) throw new Error(`could not move the order to ${to}`);
        row = moved;
        from = to;
      }
      return row;
    });
  }

  async function insertStore(
    merchantId: string,
    opts: {
      serviceTypes?: string[];
      branch?: string;
      lat?: number;
      lng?: number;
      enabled?: boolean;
      region?: string;
      storeName?: string;
    },
  ) {
    const n = next();
    const snCode = `SN-T${runTag}-${n}`;
    const name = opts.storeName ?? `测试门店${n}`;
    const [s] = await t()
      .database.db.insert(stores)
      .values({
        merchantId,
        snCode,
        name,
        nameEn: `Test store ${n}`,
        address: `北京市朝阳区测试路${n}号`,
        addressEn: `${n} Test Road, Chaoyang, Beijing`,
        branchCode: opts.branch ?? '110000',
        lat: opts.lat ?? 39.9,
        lng: opts.lng ?? 116.4,
        serviceTypes: opts.serviceTypes ?? ['9', '6'],
        enabled: opts.enabled ?? true,
        regionCode: opts.region ?? '',
      })
      .returning();
    if (!s) throw new Error('store insert returned nothing');
    return { id: s.id, snCode, name };
  }

  async function aMerchant(
    opts: { serviceTypes?: string[]; branch?: string; name?: string; customer?: CustomerOptions } = {},
  ): Promise<MerchantSession> {
    const db = t().database.db;
    const n = next();
    // The account's role says merchant (isGiftBag S lands on the merchant home); the merchant row names it.
    const account = await aCustomer({
      plates: [],
      landing: { isGiftBag: 'S' },
      role: 'merchant',
      branches: [opts.branch ?? '110000'],
      ...opts.customer,
    });
    const [m] = await db
      .insert(merchants)
      .values({
        name: opts.name ?? `测试商户${n}`,
        nameEn: `Test merchant ${n}`,
        accountCustomerId: account.id,
      })
      .returning();
    if (!m) throw new Error('merchant insert returned nothing');
    const store = await insertStore(m.id, opts);
    return { ...account, merchantId: m.id, storeId: store.id, snCode: store.snCode };
  }

  async function aStore(opts: Parameters<Factories['aStore']>[0]) {
    return insertStore(opts.merchant.merchantId, opts);
  }

  async function aRescuer(opts: RescuerOptions = {}): Promise<RescuerSession> {
    const { database, app: fastify } = t();
    const n = next();
    const account = `t${runTag.toLowerCase()}r${n}`;
    const name = opts.name ?? inventName(n + 7);
    const companyName = opts.company ?? `测试救援公司${n}`;
    const branch = opts.branch ?? '110000';
    const vehicleNo = uniquePlate();
    const hash = await passwordHash();
    const mobile = uniqueMobile();
    const jobNo = opts.kind === 'driver' ? `D${n}` : '';
    const { deps } = fastify;
    return database.db.transaction(async (tx) => {
      const [r] = await tx
        .insert(rescuers)
        .values({
          loginName: account,
          passwordHash: hash,
          name,
          mobileSealed: deps.fieldCrypto.seal(mobile),
          companyName,
          companyNameEn: `Test Rescue Co. ${n}`,
          branchCode: branch,
          kind: opts.kind ?? 'tow',
          jobNo,
        })
        .returning();
      if (!r) throw new Error('rescuer insert returned nothing');
      const now = new Date();
      await tx.insert(towVehicles).values({
        vehicleNo,
        vehicleType: '平板拖车',
        companyName,
        ...(opts.at || opts.bound ? { boundRescuerId: r.id, boundAt: now } : {}),
        ...(opts.at ? { lastLng: opts.at.lng, lastLat: opts.at.lat, lastSeenAt: now } : {}),
      });
      const opened = await openSession(
        tx,
        deps.fieldCrypto,
        { idleSeconds: deps.config.sessionIdleSeconds, absoluteSeconds: deps.config.sessionAbsoluteSeconds },
        { kind: 'rescuer', rescuerId: r.id, channelId: r.channelId, branchCode: r.branchCode },
      );
      return {
        kind: 'rescuer' as const,
        token: opened.token,
        id: r.id,
        account,
        password: factoryPassword,
        name,
        mobile,
        jobNo,
        vehicleNo,
        companyName,
        branch,
      };
    });
  }

  async function aBranch(): Promise<{ code: string; name: string }> {
    const n = next();
    // The 99 block: no real province code starts with it, so no seeded branch has it.
    const code = `99${String(n % 10_000).padStart(4, '0')}`;
    const name = `测试分公司${n}`;
    await t()
      .database.db.insert(branchCompanies)
      .values({ code, name, nameEn: `Test branch ${n}` })
      .onConflictDoNothing();
    return { code, name };
  }

  async function anOperator(opts: { role?: OperatorRole } = {}): Promise<OperatorSession> {
    const db = t().database.db;
    const role = opts.role ?? 'operator';
    const n = next();
    const account = `t${runTag.toLowerCase()}op${n}`;
    const hash = await passwordHash();
    return db.transaction(async (tx) => {
      const [op] = await tx
        .insert(operators)
        .values({ account, displayName: `测试${role}${n}`, role, passwordHash: hash })
        .returning();
      if (!op) throw new Error('operator insert returned nothing');
      const opened = await openOperatorSession(tx, op.id);
      return { kind: 'operator' as const, token: opened.token, id: op.id, account, role };
    });
  }

  async function aGiftCode(opts: Parameters<Factories['aGiftCode']>[0] = {}) {
    const serviceType = opts.serviceType ?? '9';
    const code = `GIFT${runTag}${next()}`;
    const items = opts.items ?? [
      { serviceType, name: '测试礼包券', nameEn: 'Test gift coupon', quantity: 2, validDays: 180 },
    ];
    await t()
      .database.db.insert(giftCodes)
      .values({
        code,
        serviceType,
        items,
        forCustomerId: opts.for?.id ?? null,
        expiresAt: new Date(Date.now() + (opts.expiresInDays ?? 30) * dayMs),
      });
    return { code, items };
  }

  async function aGiftPackage(opts: Parameters<Factories['aGiftPackage']>[0]) {
    const n = next();
    const id = `TPKG${runTag}${n}`;
    const items = opts.items ?? [
      { serviceType: '9', quantity: 4, validDays: 365 },
      { serviceType: '13', quantity: 1, validDays: 365 },
      { serviceType: '14', quantity: 1, validDays: 365 },
      { serviceType: '15', quantity: 2, validDays: 180 },
      { serviceType: '17', quantity: 1, validDays: 365 },
    ];
    await t().database.db.transaction(async (tx) => {
      await tx.insert(giftPackages).values({ id, name: `测试礼包${n}`, nameEn: `Test package ${n}`, items });
      await tx.insert(customerGiftPackages).values({ customerId: opts.for.id, packageId: id });
    });
    return { id, items };
  }

  return {
    aCustomer,
    aCoupon,
    anOrder,
    aMerchant,
    aStore,
    aRescuer,
    aBranch,
    anOperator,
    aGiftCode,
    aGiftPackage,
  };
}

/** The typed client and the factories of one test app, for a test file to destructure. */
export function testKit(app: TestApp | (() => TestApp)) {
  return { ...testClient(app), ...factories(app) };
}
