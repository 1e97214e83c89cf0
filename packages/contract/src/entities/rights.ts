import { z } from 'zod';
import { flag01, fen, isoDateTime } from '../common.js';
import { couponStates } from '../vocabulary.js';

/**
 * A right or service as the catalogue screens show it (spec 3, "Right/service item").
 * The right tap (spec 4) decides from isHaveThisRight, jumpType and jumpUrl.
 */
export const rightItemSchema = z.object({
  serviceType: z.string(),
  serviceTypeName: z.string(),
  showName: z.string(),
  /** `1` the coupon list of the type, `3` the external jumpUrl; anything else asks the jump flag. */
  jumpType: z.string(),
  jumpUrl: z.string(),
  /** `0`: the customer does not hold this right (the tap goes to nopower). */
  isHaveThisRight: flag01,
  /** `1`: WeChat-only, hidden outside the WeChat browser on the service list. */
  wechatFlag: flag01,
  iconUrl: z.string(),
  /** Uses left across the customer's coupons of this type; null when the right is not counted. */
  remainCount: z.number().int().nonnegative().nullable(),
});
export type RightItem = z.infer<typeof rightItemSchema>;

/** What the jump flag answers (spec 3, "Jump-flag result"); the same shape as auth/R00010035. */
export const jumpFlagResultSchema = z.object({
  isReturnRightsDetails: z.string(),
  flag: z.string(),
  serviceType: z.string(),
  jumpType: z.string(),
  jumpUrl: z.string(),
  presentSource: z.string(),
});
export type JumpFlagResult = z.infer<typeof jumpFlagResultSchema>;

/**
 * The life of a coupon: `transferring` while a transfer of it waits to be claimed,
 * `transferred` once someone else holds it.
 */
export const couponStateSchema = z.enum(couponStates);
export type CouponState = z.infer<typeof couponStateSchema>;

/** Where a coupon came from. */
/** `grant`: given by the insurer's customer service in the operations console; `campaign`: claimed in an activity. */
export const couponSourceSchema = z.enum([
  'policy',
  'giftPackage',
  'exchange',
  'transfer',
  'vip',
  'grant',
  'campaign',
]);

/** One coupon the customer holds. The redemption code is masked; the full code only comes with the QR. */
export const couponSchema = z.object({
  id: z.string(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  name: z.string(),
  /** Masked redemption code (`****5678`). */
  code: z.string(),
  state: couponStateSchema,
  source: couponSourceSchema,
  validFrom: isoDateTime,
  validTo: isoDateTime,
  /** Uses the coupon grants in total, and how many are spent. */
  quantity: z.number().int().nonnegative(),
  usedCount: z.number().int().nonnegative(),
  /** Face value in fen; null for a service without a money value. */
  faceValue: fen.nullable(),
  /** The plate the coupon is tied to, if any (editable on /rights/editused). */
  plateNumber: z.string().nullable(),
  transferable: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** A named block of right items (a module of the catalogue: car steward, car life, branch area...). */
export const rightsModuleSchema = z.object({
  title: z.string(),
  bannerUrl: z.string().nullable(),
  list: z.array(rightItemSchema),
});
export type RightsModule = z.infer<typeof rightsModuleSchema>;
