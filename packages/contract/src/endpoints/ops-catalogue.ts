import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { fen, isoDateTime, typeCode } from '../common.js';
import { bilingualText, serviceFieldSchema, serviceTypeDescriptionSchema } from '../entities/service-form.js';

/** Console: the rights and services catalogue: names, jump types, WeChat-only and VIP flags, branches. */

export const opsCatalogueEntrySchema = z.object({
  serviceType: z.string(),
  name: z.string(),
  nameEn: z.string(),
  showName: z.string(),
  showNameEn: z.string(),
  module: z.string(),
  jumpType: z.string(),
  jumpUrl: z.string(),
  wechatOnly: z.boolean(),
  vipOnly: z.boolean(),
  branchCodes: z.array(z.string()),
  transferable: z.boolean(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type OpsCatalogueEntry = z.infer<typeof opsCatalogueEntrySchema>;

export const catalogueModules = [
  'carSteward',
  'carLife',
  'branchArea',
  'vip',
  'ai',
  'service',
  'health',
  'home',
] as const;

export const opsCatalogueList = defineEndpoint({
  group: 'ops',
  code: 'catalogue/list',
  name: 'opsCatalogueList',
  summary: 'The whole catalogue in home order, with the branch companies it may be limited to.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  data: z.object({
    list: z.array(opsCatalogueEntrySchema),
    branches: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});

export const opsCatalogueSave = defineEndpoint({
  group: 'ops',
  code: 'catalogue/save',
  name: 'opsCatalogueSave',
  summary:
    'Adds a right or service (create) or edits one: names, jump type and URL, WeChat-only and VIP flags, branches, order, on/off.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    create: z.boolean().default(false),
    serviceType: typeCode.regex(/^[A-Za-z0-9_-]+$/),
    name: z.string().trim().min(1).max(40),
    nameEn: z.string().trim().min(1).max(60),
    showName: z.string().trim().min(1).max(40),
    showNameEn: z.string().trim().min(1).max(60),
    module: z.enum(catalogueModules),
    /** 1: the coupon list of the type; 3: the external jumpUrl; 2: ask the jump flag (spec 4). */
    jumpType: z.enum(['1', '2', '3']),
    jumpUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/[^\s]+|\/[^\s]*)?$/)
      .default(''),
    wechatOnly: z.boolean(),
    vipOnly: z.boolean(),
    branchCodes: z.array(z.string().trim().min(1).max(16)).max(50),
    transferable: z.boolean(),
    sort: z.number().int().min(0).max(9999),
    enabled: z.boolean(),
  }),
  data: opsCatalogueEntrySchema,
});

/**
 * The form kinds an operator may add. The others feed an order's columns (plate, contact,
 * appointment, place) or a screen of their own (the paint diagram), so a form keeps the ones it
 * was built with (docs/decisions/015, "Operators edit the description").
 */
export const addableFieldKinds = ['text', 'number', 'select', 'date', 'images'] as const;

/** One price a service type's form adds: a select option, a number's unit price or a panel's price. */
export const opsFieldPriceSchema = z.object({
  /** The form field's key. */
  key: z.string(),
  /** The option's code for a select field; '' for a number or panels field. */
  option: z.string(),
  /** What the customer reads (the field's label, and the option's). */
  label: z.string(),
  fen,
});
export type OpsFieldPrice = z.infer<typeof opsFieldPriceSchema>;

export const opsServiceTypeSchema = z.object({
  /** The form's code (`homeClean`). */
  code: z.string(),
  /** The catalogue entry its orders are filed under. */
  serviceType: z.string(),
  title: z.string(),
  route: z.string(),
  baseFen: fen,
  couponCoversFen: fen,
  fieldPrices: z.array(opsFieldPriceSchema),
  enabled: z.boolean(),
  /** The whole description (both languages), for the console's form editor. */
  description: serviceTypeDescriptionSchema,
  /** Fields an operator may not remove (order columns, screens' own keys); no field changes kind. */
  fixedFieldKeys: z.array(z.string()),
  /** Bumped by every edit; an edit names the version it started from. */
  version: z.number().int(),
  updatedAt: isoDateTime,
});
export type OpsServiceType = z.infer<typeof opsServiceTypeSchema>;

export const opsServiceTypeList = defineEndpoint({
  group: 'ops',
  code: 'catalogue/serviceTypes',
  name: 'opsServiceTypeList',
  summary: 'Every bookable service type (declarative form) with its prices and whether it takes bookings.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  data: z.object({ list: z.array(opsServiceTypeSchema), addableKinds: z.array(z.enum(addableFieldKinds)) }),
});

export const opsServiceTypeSave = defineEndpoint({
  group: 'ops',
  code: 'catalogue/serviceTypes/save',
  name: 'opsServiceTypeSave',
  summary:
    'Changes a service type’s prices (base, what the coupon covers, each priced option, unit or panel) and whether it takes new bookings; refused when someone else changed it since `version`.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    code: z
      .string()
      .max(32)
      .regex(/^[a-z][A-Za-z0-9]{1,31}$/),
    version: z.number().int().min(1).max(2_147_483_647),
    baseFen: fen.max(100_000_000),
    couponCoversFen: fen.max(100_000_000),
    fieldPrices: z
      .array(
        z.object({
          key: z.string().max(32),
          option: z.string().max(32).default(''),
          fen: fen.max(100_000_000),
        }),
      )
      .max(200)
      .default([]),
    enabled: z.boolean(),
  }),
  data: opsServiceTypeSchema,
});

export const opsServiceTypeSaveForm = defineEndpoint({
  group: 'ops',
  code: 'catalogue/serviceTypes/saveForm',
  name: 'opsServiceTypeSaveForm',
  summary:
    'Changes a service type’s form (title, notice, fields and their order); refused when `version` is stale or a field orders or screens depend on would go.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({
    code: z
      .string()
      .max(32)
      .regex(/^[a-z][A-Za-z0-9]{1,31}$/),
    version: z.number().int().min(1).max(2_147_483_647),
    title: bilingualText,
    notice: bilingualText,
    fields: z.array(serviceFieldSchema).min(1).max(30),
  }),
  data: opsServiceTypeSchema,
});

export const opsCatalogueEndpoints = [
  opsCatalogueList,
  opsCatalogueSave,
  opsServiceTypeList,
  opsServiceTypeSave,
  opsServiceTypeSaveForm,
] as const;
