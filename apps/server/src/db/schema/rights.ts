import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { couponStates } from '@rc/contract';

/**
 * The catalogue of rights and services (spec 3, "Right/service item"): what can
 * be held, how a tap on it jumps, and who may see it.
 */
export const serviceCatalogue = pgTable('service_catalogue', {
  serviceType: text('service_type').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  showName: text('show_name').notNull(),
  showNameEn: text('show_name_en').notNull(),
  /** The home block it belongs to: carSteward, carLife, branchArea, vip, ai, service, health, home. */
  module: text('module').notNull(),
  /** 1: the coupon list of the type; 3: the external jumpUrl; other: ask the jump flag (spec 4). */
  jumpType: text('jump_type').notNull().default('1'),
  jumpUrl: text('jump_url').notNull().default(''),
  wechatOnly: boolean('wechat_only').notNull().default(false),
  vipOnly: boolean('vip_only').notNull().default(false),
  /** Branch companies where it is offered; empty means everywhere. */
  branchCodes: jsonb('branch_codes').$type<string[]>().notNull().default([]),
  icon: text('icon').notNull().default(''),
  description: text('description').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  usageNotes: text('usage_notes').notNull().default(''),
  usageNotesEn: text('usage_notes_en').notNull().default(''),
  transferable: boolean('transferable').notNull().default(false),
  /**
   * Free towing distance the right covers (roadside rescue), in km: the one figure the
   * right's page, the request form and the rescue screens all show (issue 20).
   */
  freeTowKm: integer('free_tow_km').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** The insurance policies entitlements come from. */
export const policies = pgTable('policies', {
  id: uuid('id').primaryKey().defaultRandom(),
  policyNo: text('policy_no').notNull().unique(),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  productName: text('product_name').notNull(),
  plateNumber: text('plate_number').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export type CouponStateValue = (typeof couponStates)[number];

/**
 * A coupon (an entitlement with uses): owned by one customer at a time. Every
 * change of state goes through domain/coupons.ts, one conditional UPDATE that checks
 * the state it expects, so a coupon is never used or transferred twice.
 * `expired` is also derived on read: an unused coupon past valid_to is expired.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    serviceType: text('service_type')
      .notNull()
      .references(() => serviceCatalogue.serviceType),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    /** Redemption code shown as QR, barcode and text; masked except the last 4 until tapped. */
    code: text('code').notNull().unique(),
    state: text('state', { enum: couponStates }).notNull().default('unused'),
    source: text('source', {
      enum: ['policy', 'giftPackage', 'exchange', 'transfer', 'vip', 'grant', 'campaign'],
    }).notNull(),
    policyId: uuid('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** ISO weekdays (1 Monday … 7 Sunday) it may be used on; null means any day. */
    weekdays: jsonb('weekdays').$type<number[]>(),
    /** Hours of the day it may be used in, [from, to) local time; null means any time. */
    hourFrom: smallint('hour_from'),
    hourTo: smallint('hour_to'),
    /** Store ids it may be used at; null means any partner store. */
    storeIds: jsonb('store_ids').$type<string[]>(),
    quantity: integer('quantity').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    faceValue: integer('face_value'),
    plateNumber: text('plate_number'),
    transferable: boolean('transferable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_owner_state').on(t.customerId, t.state),
    index('coupons_owner_type').on(t.customerId, t.serviceType),
  ],
);

export const couponActions = [
  'issued',
  'used',
  'undone',
  'plateChanged',
  'transferOut',
  'transferIn',
  'transferCancelled',
  'expired',
  /** An operator took it back (console); the coupon shows as expired. */
  'revoked',
  /** An operator moved its last day later (console); the note holds the new last day. */
  'extended',
] as const;
export type CouponAction = (typeof couponActions)[number];

/** The ledger of a coupon: every issue, use, undo and change of hands, never updated or deleted. */
export const couponEvents = pgTable(
  'coupon_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    action: text('action', { enum: couponActions }).notNull(),
    /** Uses consumed (+) or given back (−) by this event; 0 for the others. */
    count: integer('count').notNull().default(0),
    actorKind: text('actor_kind', {
      enum: ['customer', 'merchant', 'rescuer', 'system', 'operator'],
    }).notNull(),
    actorId: text('actor_id').notNull().default(''),
    /** What it belongs to: an order, a redemption, a transfer. */
    refId: text('ref_id').notNull().default(''),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_events_coupon').on(t.couponId, t.at)],
);
