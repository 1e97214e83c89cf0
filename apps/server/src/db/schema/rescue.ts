import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { dispatchStatuses, rescueOutcomes } from '@rc/contract';

export const workerKinds = ['tow', 'driver'] as const;
export type WorkerKind = (typeof workerKinds)[number];

/** A field worker (tow rescuer or designated driver) who works the /accident screens (login channel 1). */
export const rescuers = pgTable('rescuers', {
  id: uuid('id').primaryKey().defaultRandom(),
  loginName: text('login_name').notNull().unique(),
  /** `scrypt$<salt>$<hash>` (node:crypto scrypt, base64url). */
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  mobileSealed: text('mobile_sealed').notNull(),
  companyName: text('company_name').notNull(),
  companyNameEn: text('company_name_en').notNull().default(''),
  branchCode: text('branch_code').notNull().default(''),
  channelId: text('channel_id').notNull().default('RESCUE_APP'),
  /**
   * What the worker does: drives a tow truck (rescue dispatch offers them work,
   * they bind tow vehicles) or drives the customer's own car (the console assigns
   * them designated-driver bookings). The single answer to "who is a tow rescuer".
   */
  kind: text('kind', { enum: workerKinds }).notNull().default('tow'),
  /** The job number shown to the customer for a designated driver (a tow truck shows its plate). */
  jobNo: text('job_no').notNull().default(''),
  /** Failed logins in a row and until when the account is locked (throttling guessing). */
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Off (operations console): sign-in refused, sessions ended. */
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tow vehicle of a company; a rescuer binds it (/accident/addcar) before taking work orders. */
export const towVehicles = pgTable('tow_vehicles', {
  id: uuid('id').primaryKey().defaultRandom(),
  vehicleNo: text('vehicle_no').notNull().unique(),
  vehicleType: text('vehicle_type').notNull(),
  companyName: text('company_name').notNull(),
  boundRescuerId: uuid('bound_rescuer_id').references(() => rescuers.id, { onDelete: 'set null' }),
  boundAt: timestamp('bound_at', { withTimezone: true }),
  lastLng: doublePrecision('last_lng'),
  lastLat: doublePrecision('last_lat'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  /** Off (operations console): out of dispatch, no new offers, cannot be bound. */
  enabled: boolean('enabled').notNull().default(true),
});

/** The rescue data of an order (service type 1): where, what, to where, when. One per order. */
export const rescueRequests = pgTable('rescue_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  faultType: text('fault_type').notNull(),
  /** `{"lng":..,"lat":..,"address":..}` sealed: where a stranded person waits is personal data. */
  placeSealed: text('place_sealed').notNull(),
  /** Street-level address without house number, for lists and the rescuer before accepting. */
  maskedAddress: text('masked_address').notNull(),
  cityName: text('city_name').notNull().default(''),
  destinationAddress: text('destination_address').notNull().default(''),
  destinationLng: doublePrecision('destination_lng'),
  destinationLat: doublePrecision('destination_lat'),
  loadInfo: text('load_info').notNull().default(''),
  appointmentAt: timestamp('appointment_at', { withTimezone: true }),
  onHighway: boolean('on_highway').notNull().default(false),
  freeTowKm: integer('free_tow_km').notNull().default(0),
  lastUrgedAt: timestamp('last_urged_at', { withTimezone: true }),
  urgeCount: integer('urge_count').notNull().default(0),
  /** Set when an urge arrives after the promised arrival: the dispatcher must look. */
  escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  /** Four digits shown to the customer; the rescuer enters them on arrival to confirm the meeting. */
  meetingCode: text('meeting_code').notNull().default(''),
  meetingConfirmedAt: timestamp('meeting_confirmed_at', { withTimezone: true }),
  /** Wrong meeting codes since the last lock; the fifth locks entry (see meetingCodeLockedUntil). */
  meetingCodeFailures: integer('meeting_code_failures').notNull().default(0),
  /** Until then no meeting code is checked: guessing 4 digits takes 2,000 lock periods. */
  meetingCodeLockedUntil: timestamp('meeting_code_locked_until', { withTimezone: true }),
  /** How it ended: completed, goneOnArrival, unsuccessful (with reason) or cancelled. */
  outcome: text('outcome', { enum: rescueOutcomes }),
  outcomeReason: text('outcome_reason').notNull().default(''),
  /** The family tracking link: only its hash; it works while the order is open. */
  shareCodeHash: text('share_code_hash').unique(),
});

export type DispatchStatus = (typeof dispatchStatuses)[number];

/**
 * A work order (sub-ticket) of a rescue: offered to the nearest free vehicle
 * (or, when none is free, to the company's pool) until a rescuer accepts it; a
 * lapsed offer closes as `expired`, a reassignment as `reassigned`, and the next
 * one opens; a cancelled rescue closes it as `cancelled`. Every move is a conditional
 * UPDATE on the status it expects, so two rescuers can never both own it.
 */
export const rescueDispatches = pgTable(
  'rescue_dispatches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subTicketId: text('sub_ticket_id').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dispatchStatuses }).notNull().default('offered'),
    companyName: text('company_name').notNull(),
    rescuerId: uuid('rescuer_id').references(() => rescuers.id, { onDelete: 'set null' }),
    vehicleNo: text('vehicle_no'),
    /**
     * An offer addressed to one vehicle (rescuerId and vehicleNo set) lapses at
     * this time and goes to the next nearest; null for an offer to the company pool.
     */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Expected arrival, set on accept from the distance. */
    etaAt: timestamp('eta_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('rescue_dispatches_order').on(t.orderId),
    index('rescue_dispatches_rescuer').on(t.rescuerId, t.status),
    index('rescue_dispatches_status').on(t.status),
    index('rescue_dispatches_offer_expiry').on(t.status, t.offerExpiresAt),
  ],
);

export const rescueDispatchEvents = pgTable(
  'rescue_dispatch_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dispatchId: uuid('dispatch_id')
      .notNull()
      .references(() => rescueDispatches.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dispatchStatuses }).notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rescue_dispatch_events_dispatch').on(t.dispatchId, t.at)],
);

/** Positions a tow vehicle reported while serving an order: the live map and the trail. */
export const rescueTrackPoints = pgTable(
  'rescue_track_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vehicleNo: text('vehicle_no').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rescue_track_points_order').on(t.orderId, t.at)],
);

/**
 * A location link for a stranded customer (sd_track_code): only its hash is
 * stored; it expires 1800 s after creation (spec 9) and works once.
 */
export const rescueLinkCodes = pgTable('rescue_link_codes', {
  codeHash: text('code_hash').primaryKey(),
  createdByRescuerId: uuid('created_by_rescuer_id').references(() => rescuers.id, {
    onDelete: 'set null',
  }),
  mobileSealed: text('mobile_sealed').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  placeSealed: text('place_sealed').notNull().default(''),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** Photos a rescuer took of the scene and the work: bytes with metadata stripped, type judged by content. */
export const rescuePhotos = pgTable(
  'rescue_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dispatchId: uuid('dispatch_id')
      .notNull()
      .references(() => rescueDispatches.id, { onDelete: 'cascade' }),
    rescuerId: uuid('rescuer_id').references(() => rescuers.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rescue_photos_order').on(t.orderId, t.createdAt)],
);
