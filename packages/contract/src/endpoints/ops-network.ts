import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { opsRowId } from './ops.js';
import { isoDateTime, maskedMobile, mobileInput, pageOf, pageQuery } from '../common.js';

/**
 * Console: the service network the insurer runs: branch companies, partner
 * merchants and their stores (with map positions), rescuers and tow vehicles.
 * Each kind has a list, a save (create without `id`, edit with it) and an
 * on/off switch; nothing is deleted, so orders and audit lines keep their
 * references. Every change is audited.
 */

const name = z.string().trim().min(1).max(40);
const nameEn = z.string().trim().min(1).max(80);
const keyword = z.string().trim().max(40).optional();
/** A business landline or mobile as printed on a shop sign: digits, dashes, spaces, +. */
const businessPhone = z
  .string()
  .trim()
  .max(20)
  .regex(/^[0-9+\- ]*$/);
const setEnabledBody = z.object({ id: opsRowId, enabled: z.boolean() });

// ---------- branch companies ----------

export const opsBranchSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  enabled: z.boolean(),
  storeCount: z.number().int().nonnegative(),
  rescuerCount: z.number().int().nonnegative(),
});
export type OpsBranch = z.infer<typeof opsBranchSchema>;

export const opsBranchList = defineEndpoint({
  group: 'ops',
  code: 'network/branches',
  name: 'opsBranchList',
  summary: 'Every branch company, with how many stores and rescuers it has.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  data: z.object({ list: z.array(opsBranchSchema) }),
});

export const opsBranchSave = defineEndpoint({
  group: 'ops',
  code: 'network/branches/save',
  name: 'opsBranchSave',
  summary: 'Adds a branch company (create) or renames one; admins only.',
  method: 'POST',
  auth: 'admin',
  encrypted: false,
  body: z.object({
    create: z.boolean().default(false),
    /** The six-digit administrative code the branch serves (110000 Beijing). */
    branchCode: z
      .string()
      .trim()
      .max(6)
      .regex(/^\d{6}$/),
    name,
    nameEn,
  }),
  data: opsBranchSchema,
});

export const opsBranchSetEnabled = defineEndpoint({
  group: 'ops',
  code: 'network/branches/setEnabled',
  name: 'opsBranchSetEnabled',
  summary:
    'Disables a branch company (no new stores or rescuers, no longer offered to customers) or enables it again; admins only.',
  method: 'POST',
  auth: 'admin',
  encrypted: false,
  body: z.object({
    branchCode: z
      .string()
      .trim()
      .max(6)
      .regex(/^\d{6}$/),
    enabled: z.boolean(),
  }),
  data: opsBranchSchema,
});

// ---------- merchants ----------

export const opsMerchantSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  contactPhone: z.string(),
  staffName: z.string(),
  staffMobile: maskedMobile,
  enabled: z.boolean(),
  storeCount: z.number().int().nonnegative(),
  createdAt: isoDateTime,
});
export type OpsMerchant = z.infer<typeof opsMerchantSchema>;

export const opsMerchantList = defineEndpoint({
  group: 'ops',
  code: 'network/merchants',
  name: 'opsMerchantList',
  summary: 'Partner merchants, by name, with their staff account (mobile masked) and store count.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ keyword }),
  data: pageOf(opsMerchantSchema),
});

export const opsMerchantSave = defineEndpoint({
  group: 'ops',
  code: 'network/merchants/save',
  name: 'opsMerchantSave',
  summary:
    'Adds a merchant with its staff account (the person who redeems coupons; required when creating) or edits its names and phone.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    id: opsRowId.optional(),
    name,
    nameEn,
    contactPhone: businessPhone,
    staffName: z.string().trim().max(32).optional(),
    staffMobile: mobileInput.optional(),
  }),
  data: opsMerchantSchema,
});

export const opsMerchantSetEnabled = defineEndpoint({
  group: 'ops',
  code: 'network/merchants/setEnabled',
  name: 'opsMerchantSetEnabled',
  summary: 'Disables a merchant (its staff can no longer redeem or complete orders) or enables it.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: setEnabledBody,
  data: opsMerchantSchema,
});

// ---------- stores ----------

export const opsStoreSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  snCode: z.string(),
  name: z.string(),
  nameEn: z.string(),
  address: z.string(),
  addressEn: z.string(),
  phone: z.string(),
  branchCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  serviceTypes: z.array(z.string()),
  openHours: z.string(),
  enabled: z.boolean(),
});
export type OpsStore = z.infer<typeof opsStoreSchema>;

export const opsStoreList = defineEndpoint({
  group: 'ops',
  code: 'network/stores',
  name: 'opsStoreList',
  summary: 'Stores with their map position, of one merchant or all, by name or SN code.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ merchantId: opsRowId.optional(), keyword }),
  data: pageOf(opsStoreSchema),
});

export const opsStoreSave = defineEndpoint({
  group: 'ops',
  code: 'network/stores/save',
  name: 'opsStoreSave',
  summary:
    'Adds a store to a merchant (create) or edits one: names, address, phone, branch, map position, services, hours.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    id: opsRowId.optional(),
    merchantId: opsRowId,
    snCode: z
      .string()
      .trim()
      .max(20)
      .regex(/^SN[0-9A-Z]{4,18}$/),
    name,
    nameEn,
    address: z.string().trim().min(4).max(200),
    addressEn: z.string().trim().min(4).max(300),
    phone: businessPhone,
    branchCode: z
      .string()
      .trim()
      .max(6)
      .regex(/^\d{6}$/),
    /** Mainland China, GCJ-02 as the map shows it. */
    lat: z.number().min(3).max(54),
    lng: z.number().min(73).max(136),
    serviceTypes: z.array(z.string().trim().min(1).max(16)).min(1).max(30),
    openHours: z
      .string()
      .trim()
      .max(11)
      .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/),
  }),
  data: opsStoreSchema,
});

export const opsStoreSetEnabled = defineEndpoint({
  group: 'ops',
  code: 'network/stores/setEnabled',
  name: 'opsStoreSetEnabled',
  summary: 'Takes a store off the customer’s store lists and out of redemption, or back on.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: setEnabledBody,
  data: opsStoreSchema,
});

// ---------- rescuers ----------

/** A field worker drives a tow truck (rescue dispatch) or the customer's own car (designated driving). */
export const workerKindSchema = z.enum(['tow', 'driver']);
export type WorkerKind = z.infer<typeof workerKindSchema>;

export const opsRescuerSchema = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  kind: workerKindSchema,
  /** A designated driver's job number, shown to the customer ('' when none). */
  jobNo: z.string(),
  mobile: maskedMobile,
  companyName: z.string(),
  companyNameEn: z.string(),
  branchCode: z.string(),
  enabled: z.boolean(),
  vehicles: z.array(z.string()),
  createdAt: isoDateTime,
});
export type OpsRescuer = z.infer<typeof opsRescuerSchema>;

export const opsRescuerList = defineEndpoint({
  group: 'ops',
  code: 'network/rescuers',
  name: 'opsRescuerList',
  summary:
    'Field workers (tow rescuers and designated drivers), with the vehicles they have bound (mobile masked).',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ keyword }),
  data: pageOf(opsRescuerSchema),
});

export const opsRescuerSave = defineEndpoint({
  group: 'ops',
  code: 'network/rescuers/save',
  name: 'opsRescuerSave',
  summary:
    'Adds a rescuer account (a password and mobile are required when creating) or edits one; a password given on edit resets it.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    id: opsRowId.optional(),
    loginName: z
      .string()
      .trim()
      .max(32)
      .regex(/^[a-z][a-z0-9._-]{3,31}$/),
    name: z.string().trim().min(1).max(32),
    kind: workerKindSchema.default('tow'),
    jobNo: z
      .string()
      .trim()
      .max(16)
      .regex(/^[A-Za-z0-9-]*$/)
      .default(''),
    mobile: mobileInput.optional(),
    /** At least 8 characters with a letter and a digit. */
    password: z
      .string()
      .min(8)
      .max(64)
      .regex(/[A-Za-z]/)
      .regex(/\d/)
      .optional(),
    companyName: name,
    companyNameEn: nameEn,
    branchCode: z
      .string()
      .trim()
      .max(6)
      .regex(/^\d{6}$/),
  }),
  data: opsRescuerSchema,
});

export const opsRescuerSetEnabled = defineEndpoint({
  group: 'ops',
  code: 'network/rescuers/setEnabled',
  name: 'opsRescuerSetEnabled',
  summary: 'Disables a rescuer (signs them out and refuses their sign-in) or enables them again.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: setEnabledBody,
  data: opsRescuerSchema,
});

// ---------- tow vehicles ----------

export const opsVehicleSchema = z.object({
  id: z.string(),
  vehicleNo: z.string(),
  vehicleType: z.string(),
  companyName: z.string(),
  rescuerName: z.string().nullable(),
  enabled: z.boolean(),
  lastSeenAt: isoDateTime.nullable(),
});
export type OpsVehicle = z.infer<typeof opsVehicleSchema>;

export const opsVehicleList = defineEndpoint({
  group: 'ops',
  code: 'network/vehicles',
  name: 'opsVehicleList',
  summary: 'Tow vehicles with their company and the rescuer who has bound them.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ keyword }),
  data: pageOf(opsVehicleSchema),
});

export const opsVehicleSave = defineEndpoint({
  group: 'ops',
  code: 'network/vehicles/save',
  name: 'opsVehicleSave',
  summary: 'Registers a tow vehicle of a company (create) or edits its plate, type and company.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    id: opsRowId.optional(),
    /** A plate: province character, letter, then 5 or 6 letters/digits. */
    vehicleNo: z
      .string()
      .trim()
      .max(8)
      .regex(/^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/),
    vehicleType: z.string().trim().min(1).max(20),
    companyName: name,
  }),
  data: opsVehicleSchema,
});

export const opsVehicleSetEnabled = defineEndpoint({
  group: 'ops',
  code: 'network/vehicles/setEnabled',
  name: 'opsVehicleSetEnabled',
  summary:
    'Takes a tow vehicle out of dispatch (no new offers; refused while it serves an order) or back in.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: setEnabledBody,
  data: opsVehicleSchema,
});

export const opsNetworkEndpoints = [
  opsBranchList,
  opsBranchSave,
  opsBranchSetEnabled,
  opsMerchantList,
  opsMerchantSave,
  opsMerchantSetEnabled,
  opsStoreList,
  opsStoreSave,
  opsStoreSetEnabled,
  opsRescuerList,
  opsRescuerSave,
  opsRescuerSetEnabled,
  opsVehicleList,
  opsVehicleSave,
  opsVehicleSetEnabled,
] as const;
