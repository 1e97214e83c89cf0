import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { typeCode } from '../common.js';

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

export const opsCatalogueEndpoints = [opsCatalogueList, opsCatalogueSave] as const;
