import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { typeCode } from '../common.js';
import { jumpFlagResultSchema, rightItemSchema } from '../entities/rights.js';
import { bannerSchema } from './activity.js';

/** A block of the personal home page (/mine/persional). */
export const homeSectionSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** `grid`: rows by the home-row rule (spec 5); `strip`: one scrolling row. */
  layout: z.enum(['grid', 'strip']),
  items: z.array(rightItemSchema),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const personalHomePageSchema = z.object({
  banners: z.array(bannerSchema),
  sections: z.array(homeSectionSchema),
  isHaveVipRights: z.boolean(),
});
export type PersonalHomePage = z.infer<typeof personalHomePageSchema>;

export const featuredHomePage = defineEndpoint({
  group: 'personalHomePage',
  code: 'getJyPersonalHomePage',
  name: 'featuredHomePage',
  summary: 'The first screen of the personal home page: banners and the featured sections only.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  data: personalHomePageSchema,
});

export const fullHomePage = defineEndpoint({
  group: 'personalHomePage',
  code: 'getAllPersonalHomePage',
  name: 'fullHomePage',
  summary: 'The whole personal home page: banners and every section with all its items.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  data: personalHomePageSchema,
});

export const homePageJumpType = defineEndpoint({
  group: 'personalHomePage',
  code: 'getJumpType',
  name: 'homePageJumpType',
  summary: 'Resolves where a tap on a personal home page item leads (the jump flag of spec 4).',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({ serviceType: typeCode, jumpType: z.string().trim().max(8).optional() }),
  data: jumpFlagResultSchema,
});

export const personalHomePageEndpoints = [featuredHomePage, fullHomePage, homePageJumpType] as const;
