import {
  pgTable,
  text,
  timestamp,
  integer,
  boolean,
  uuid,
  jsonb,
  primaryKey,
  index,
} from 'drizzle-orm/pg-core';

export const branchCompanies = pgTable('branch_companies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** Off: no new stores or rescuers under it, and no longer offered to customers (decision 023). */
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * A customer of the insurer as the rights centre knows them. Personal data is
 * sealed at rest (`*_sealed`) with a blind index where it must be looked up.
 * The landing fields mirror the login response the partner arrangement sets
 * for this customer (spec 3, 4).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The partner's id for the person (userVo.pid, analytics login id type PID). */
    pid: text('pid').notNull().unique(),
    custName: text('cust_name').notNull(),
    mobileSealed: text('mobile_sealed').notNull(),
    mobileIndex: text('mobile_index').notNull(),
    idTypeCode: text('id_type_code').notNull().default('1'),
    idNumberSealed: text('id_number_sealed'),
    idNumberIndex: text('id_number_index'),
    vinSealed: text('vin_sealed'),
    plateNumbers: jsonb('plate_numbers').$type<string[]>().notNull().default([]),
    currentPlate: text('current_plate').notNull().default(''),
    isVip: boolean('is_vip').notNull().default(false),
    degree: text('degree').notNull().default(''),
    degreeCode: text('degree_code').notNull().default(''),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    remainPoint: integer('remain_point').notNull().default(0),
    unionId: text('union_id').notNull().default(''),
    openeid: text('openeid').notNull().default(''),
    pushId: text('push_id').notNull().default(''),
    branchCompanyCode: text('branch_company_code').notNull().default(''),
    /** Y verified, N needs real-name authentication, X (or anything else) the entry is void. */
    isVerify: text('is_verify').notNull().default('N'),
    role: text('role', { enum: ['customer', 'merchant'] })
      .notNull()
      .default('customer'),
    landing: jsonb('landing').$type<CustomerLanding>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customers_mobile_index').on(t.mobileIndex)],
);

/** Where a customer lands after login (the login response's routing fields), set by the partner arrangement. */
export interface CustomerLanding {
  isHeadPage?: 'Y' | 'N';
  isGiftBag?: string;
  isHaveRc?: 'Y' | 'N';
  isVRights?: string;
  jumpType?: string;
  jumpURL?: string;
  serviceType?: string;
  showName?: string;
  tips?: string;
  untieUrl?: string;
  untieTip?: string;
  remindMessage?: string;
  accreditFlag?: string;
  loginJumpUrl?: string;
  entrance?: string;
  preChannelNo?: string;
}

/** The branch companies a customer may act under: several rows make the login's orgList. */
export const customerBranches = pgTable(
  'customer_branches',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branchCompanies.code),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.branchCode] })],
);

/** Identity document types offered on the real-name form (rcIdCardTypes). */
export const idCardTypes = pgTable('id_card_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  remark1: text('remark1'),
  remark2: text('remark2'),
  sort: integer('sort').notNull().default(0),
});
