import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam, isoDateTime, mobileInput, pageOf, pageQuery, typeCode } from '../common.js';
import { couponSchema } from '../entities/rights.js';
import { transferStates } from '../vocabulary.js';

/**
 * A transfer (donation) of coupon uses from one customer to another: the giver
 * shares a link carrying a share code; the first customer to claim it gets the uses.
 * While it waits (`giving`) the coupon reads `transferring`; cancelling, or the
 * transfer expiring unclaimed, gives the coupon back. A transfer gives the whole coupon.
 */
export const transferStateSchema = z.enum(transferStates);
export type TransferState = z.infer<typeof transferStateSchema>;

export const transferSummarySchema = z.object({
  id: z.string(),
  direction: z.enum(['sent', 'received']),
  couponName: z.string(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  quantity: z.number().int().positive(),
  state: transferStateSchema,
  /** The other side, masked; null while nobody has claimed it. */
  counterpartName: z.string().nullable(),
  createdAt: isoDateTime,
  claimedAt: isoDateTime.nullable(),
  expiresAt: isoDateTime,
});
export type TransferSummary = z.infer<typeof transferSummarySchema>;

export const transferDetailSchema = transferSummarySchema.extend({
  couponId: z.string(),
  message: z.string(),
  /** The giver's name, masked. */
  senderName: z.string(),
  /** Only the giver sees the share code and link. */
  shareCode: z.string().nullable(),
  shareUrl: z.string().nullable(),
  /** Whether the caller may claim it now (not the giver, still giving, not expired). */
  claimable: z.boolean(),
  /** The validity of the uses being given. */
  validFrom: isoDateTime,
  validTo: isoDateTime,
});
export type TransferDetail = z.infer<typeof transferDetailSchema>;

const shareCode = z.string().trim().min(6).max(64);

export const transferPreview = defineEndpoint({
  group: 'donation',
  code: 'R00040015',
  name: 'transferPreview',
  summary:
    'What a shared transfer offers, as its recipient sees it before claiming (/serviceTransfer/share).',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ shareCode }),
  data: transferDetailSchema,
});

/**
 * The same view to someone who opened the gift link with no session yet (issue 19:
 * a gift link works cold). The share code is the invitation, as for transferPreview:
 * it shows what any customer holding the link would see before claiming.
 */
export const giftPreview = defineEndpoint({
  group: 'donation',
  code: 'giftPreview',
  name: 'giftPreview',
  summary:
    'What a shared transfer offers, to someone holding its link who has not logged in yet (/serviceTransfer/claimGiftPackage opened cold).',
  method: 'POST',
  auth: 'none',
  encrypted: false,
  body: z.object({ shareCode }),
  data: transferDetailSchema,
});

export const transferRecords = defineEndpoint({
  group: 'donation',
  code: 'R00040016',
  name: 'transferRecords',
  summary:
    'The transfers the customer sent or received, newest first, a page at a time (/serviceTransfer/transferRecords).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: pageQuery.extend({ direction: z.enum(['sent', 'received']).default('sent') }),
  data: pageOf(transferSummarySchema),
});

export const transferDetail = defineEndpoint({
  group: 'donation',
  code: 'R00040017',
  name: 'transferDetail',
  summary: 'One transfer the customer sent or received (/serviceTransfer/transferDetails).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: transferDetailSchema,
});

export const transferableCoupons = defineEndpoint({
  group: 'donation',
  code: 'R00040018',
  name: 'transferableCoupons',
  summary:
    "The customer's unused coupons that may be given away, a page at a time (/serviceTransfer/transferCoupons).",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: pageQuery.extend({ serviceType: typeCode.optional() }),
  data: pageOf(couponSchema),
});

export const createTransfer = defineEndpoint({
  group: 'donation',
  code: 'R00040019',
  name: 'createTransfer',
  summary: 'Sets aside uses of a coupon for someone else and answers the share code and link to send them.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  idempotent: true,
  body: z.object({
    couponId: idParam,
    quantity: z.number().int().min(1).max(99),
    message: z.string().trim().max(100).optional(),
    /** When given, only the customer with this mobile may claim. */
    recipientMobile: mobileInput.optional(),
  }),
  data: transferDetailSchema,
});

export const cancelTransfer = defineEndpoint({
  group: 'donation',
  code: 'R00040020',
  name: 'cancelTransfer',
  summary: "Cancels a transfer nobody has claimed yet; the uses go back to the giver's coupon.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ transferId: idParam }),
  data: transferDetailSchema,
});

export const claimTransfer = defineEndpoint({
  group: 'donation',
  code: 'R00040021',
  name: 'claimTransfer',
  summary: 'Claims a shared transfer: the uses become a coupon of the caller, once, whoever else tries.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  idempotent: true,
  body: z.object({ shareCode }),
  data: z.object({ transfer: transferDetailSchema, coupon: couponSchema }),
});

export const transferShareCard = defineEndpoint({
  group: 'donation',
  code: 'R00040022',
  name: 'transferShareCard',
  summary: 'The title, description, image and link of the WeChat share card for a pending transfer.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ transferId: idParam }),
  data: z.object({ title: z.string(), description: z.string(), imageUrl: z.string(), link: z.string() }),
});

export const donationEndpoints = [
  transferPreview,
  giftPreview,
  transferRecords,
  transferDetail,
  transferableCoupons,
  createTransfer,
  cancelTransfer,
  claimTransfer,
  transferShareCard,
] as const;
