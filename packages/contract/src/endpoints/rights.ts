import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam, isoDateTime, pageOf, pageQuery, plateNumber, shortText, typeCode } from '../common.js';
import { couponSchema, couponStateSchema, rightItemSchema, rightsModuleSchema } from '../entities/rights.js';
import { giftPackageStates, tipLevels } from '../vocabulary.js';

/** The "my rights" home (spec 3); its rows are laid out by the home-row rule of spec 5. */
export const myRightsHomeSchema = z.object({
  comRightsBos: z.array(rightItemSchema),
  hasMore: z.boolean(),
  isHaveVipRights: z.boolean(),
  isShowAIFlag: z.boolean(),
  /**
   * Set when the branch company the customer acts under was taken out of service:
   * what that means for them, in their language (its local offers are gone, the rest stays).
   */
  branchNotice: z.string().max(300).optional(),
});
export type MyRightsHome = z.infer<typeof myRightsHomeSchema>;

export const rightsTipSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  level: z.enum(tipLevels),
});

export const rightDetailSchema = z.object({
  serviceType: z.string(),
  serviceTypeName: z.string(),
  showName: z.string(),
  iconUrl: z.string(),
  description: z.string(),
  usageNotes: z.string(),
  isHaveThisRight: z.enum(['0', '1']),
  isVRights: z.boolean(),
  /** Uses left across the customer's unused coupons of the type. */
  availableCount: z.number().int().nonnegative(),
  /** The earliest expiry among them, so the screen can warn. */
  nearestValidTo: isoDateTime.nullable(),
  jumpType: z.string(),
  jumpUrl: z.string(),
});
export type RightDetail = z.infer<typeof rightDetailSchema>;

export const couponEventSchema = z.object({
  action: z.enum([
    'issued',
    'used',
    'undone',
    'plateChanged',
    'transferred',
    'transferCancelled',
    'received',
    'expired',
    'revoked',
    'extended',
  ]),
  at: isoDateTime,
  /** Uses consumed (+) or given back (−) by this event; 0 for the others. */
  count: z.number().int(),
  note: z.string(),
});

/** Where and when a coupon may be used; null means no limit of that kind. */
export const couponLimitsSchema = z.object({
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  weekdays: z.array(z.number().int().min(1).max(7)).nullable(),
  /** Hours of the day, [from, to) local time. */
  hours: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  stores: z.array(z.object({ id: z.string(), name: z.string(), address: z.string() })).nullable(),
});

export const couponDetailSchema = couponSchema.extend({
  usageNotes: z.string(),
  limits: couponLimitsSchema,
  history: z.array(couponEventSchema),
});

/** The tabs of /rights/mycoupons: `notYetValid` is unused with validFrom in the future. */
export const myCouponsTabSchema = z.enum(['usable', 'notYetValid', 'giving', 'used', 'expired']);
export type MyCouponsTab = z.infer<typeof myCouponsTabSchema>;
export type CouponDetail = z.infer<typeof couponDetailSchema>;

/** The gift package a customer claims on /rights/getown (isGiftBag Y: claimed, N: to claim). */
export const giftPackageSchema = z.object({
  packageName: z.string(),
  state: z.enum(giftPackageStates),
  claimedAt: isoDateTime.nullable(),
  list: z.array(rightItemSchema),
  coupons: z.array(couponSchema),
});
export type GiftPackage = z.infer<typeof giftPackageSchema>;

const couponList = z.object({ coupons: z.array(couponSchema) });

export const normalRights = defineEndpoint({
  group: 'rights',
  code: 'R00010024',
  name: 'normalRights',
  summary:
    'The customer\'s "my rights" home: the ordinary rights with held flags, and whether VIP and AI entries show.',
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  data: myRightsHomeSchema,
});

export const rightsTips = defineEndpoint({
  group: 'rights',
  code: 'R000100tipsSelect',
  name: 'rightsTips',
  summary: 'The notices to show on a rights screen, for one service type or for the screen as a whole.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({ serviceType: typeCode.optional(), screen: shortText.optional() }),
  data: z.object({ tips: z.array(rightsTipSchema) }),
});

export const ownServices = defineEndpoint({
  group: 'rights',
  code: 'R00010022',
  name: 'ownServices',
  summary: 'The services the customer holds (/rights/ownservice).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  data: z.object({ list: z.array(rightItemSchema) }),
});

export const rightsCollection = defineEndpoint({
  group: 'rights',
  code: 'R00010089',
  name: 'rightsCollection',
  summary: 'The whole rights catalogue in groups, each right flagged held or not (/rights/rightcsollection).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  data: z.object({ groups: z.array(rightsModuleSchema) }),
});

const plateFilter = z.object({ plateNumber: plateNumber.optional() });

export const carStewardRights = defineEndpoint({
  group: 'rights',
  code: 'R00010023',
  name: 'carStewardRights',
  summary:
    'The car-steward rights of the customer, for the current plate or the one given (/rights/carbulter).',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: plateFilter,
  data: rightsModuleSchema,
});

export const carLifeRights = defineEndpoint({
  group: 'rights',
  code: 'R00010021',
  name: 'carLifeRights',
  summary: 'The car-life rights of the customer (/rights/carlife).',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: plateFilter,
  data: rightsModuleSchema,
});

export const branchAreaRights = defineEndpoint({
  group: 'rights',
  code: 'R00010019',
  name: 'branchAreaRights',
  summary: "The offers of the customer's branch company area (/rights/brancharea).",
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({ branchCompanyCode: z.string().trim().min(1).max(16).optional() }),
  data: rightsModuleSchema,
});

export const originRights = defineEndpoint({
  group: 'rights',
  code: 'R00010018',
  name: 'originRights',
  summary: 'The rights of one catalogue module and sub-module (modelTypeSub), for /rights/origin/:type.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({ modelType: typeCode, modelTypeSub: typeCode.optional() }),
  data: rightsModuleSchema,
});

export const giftPackageRights = defineEndpoint({
  group: 'rights',
  code: 'R00010020',
  name: 'giftPackageRights',
  summary: 'The gift package of /rights/getown: its rights and coupons, and whether it is still to claim.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({ active: z.enum(['doing', 'done']).optional() }),
  data: giftPackageSchema,
});

export const couponsOfType = defineEndpoint({
  group: 'rights',
  code: 'R00010026',
  name: 'couponsOfType',
  summary: 'The coupons the customer holds of one service type, a page at a time (/rights/coupons/:type).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  params: z.object({ type: typeCode }),
  query: pageQuery.extend({ state: couponStateSchema.optional() }),
  data: pageOf(couponSchema),
});

export const rightDetail = defineEndpoint({
  group: 'rights',
  code: 'R00010025',
  name: 'rightDetail',
  summary:
    'One right of the catalogue as the customer holds it: description, notes, uses left (/rights/customer/:type).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  params: z.object({ type: typeCode }),
  query: z.object({ showName: shortText.optional(), isVRights: z.string().trim().max(8).optional() }),
  data: rightDetailSchema,
});

export const couponDetail = defineEndpoint({
  group: 'rights',
  code: 'R00010027',
  name: 'couponDetail',
  summary:
    "One of the customer's coupons with its notes, limits and history (/rights/coupondatial/:type). The id may also be a service type: then the customer's usable coupon of that type.",
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: couponDetailSchema,
});

export const couponRedemptionCode = defineEndpoint({
  group: 'rights',
  code: 'R00010028',
  name: 'couponRedemptionCode',
  summary:
    "The full redemption code and QR content of one of the customer's unused coupons, valid for a short time.",
  method: 'GET',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: z.object({
    couponId: z.string(),
    code: z.string(),
    qrContent: z.string(),
    expiresAt: isoDateTime,
  }),
});

export const claimRights = defineEndpoint({
  group: 'rights',
  code: 'R00010016',
  name: 'claimRights',
  summary:
    "Claims the customer's gift package: its coupons are issued once, and the package reads claimed afterwards.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  idempotent: true,
  body: plateFilter,
  data: couponList,
});

export const acceptGiftRight = defineEndpoint({
  group: 'rights',
  code: 'R00010017',
  name: 'acceptGiftRight',
  summary: 'Accepts a gifted right of one service type with its gift code (/rights/giftsaccept/:type).',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ type: typeCode, giftCode: z.string().trim().min(1).max(64) }),
  data: couponList,
});

export const changeCouponPlate = defineEndpoint({
  group: 'rights',
  code: 'R00010029',
  name: 'changeCouponPlate',
  summary: "Ties an unused coupon to another of the customer's plates (/rights/editused).",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ couponId: idParam, plateNumber }),
  data: couponSchema,
});

export const myCoupons = defineEndpoint({
  group: 'rights',
  code: 'R00010066',
  name: 'myCoupons',
  summary: "The customer's coupons of every type, filtered by state, a page at a time (/rights/mycoupons).",
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: pageQuery.extend({
    state: couponStateSchema.optional(),
    tab: myCouponsTabSchema.optional(),
    serviceType: typeCode.optional(),
  }),
  data: pageOf(couponSchema),
});

export const rightsEndpoints = [
  normalRights,
  rightsTips,
  ownServices,
  rightsCollection,
  carStewardRights,
  carLifeRights,
  branchAreaRights,
  originRights,
  giftPackageRights,
  couponsOfType,
  rightDetail,
  couponDetail,
  couponRedemptionCode,
  claimRights,
  acceptGiftRight,
  changeCouponPlate,
  myCoupons,
] as const;
