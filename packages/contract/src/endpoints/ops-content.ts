import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { opsRowId } from './ops.js';
import { idParam, imageUploadBody, isoDateTime, pageOf, pageQuery, uploadedImageSchema } from '../common.js';
import { tipLevels, tipPlacements } from '../vocabulary.js';

/** Console: news (with the home ticker's roll rate), activities and tips (docs/console.md). */

/**
 * Where an item stands for customers (decision 053): a draft (no publication time), scheduled
 * (a publication time still to come: customers see it from then, no job needed) or published.
 */
export const publicationStates = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof publicationStates)[number];

/**
 * How an editor saves an item: `published` false keeps it a draft; true with no `publishAt`
 * publishes it now (an item already out keeps its first time); true with `publishAt` schedules it
 * for that instant (the console picks it in China time), which must be in the future.
 */
const publication = {
  published: z.boolean(),
  publishAt: isoDateTime.nullable().optional(),
};

const title = z.string().trim().min(1).max(80);
const optionalText = (max: number) => z.string().trim().max(max).default('');
/** An image or link the customer's screen opens: an https URL or a path of this site. */
const linkUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/[^\s]+|\/[^\s]*)?$/);

export const opsNewsSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string(),
  summaryEn: z.string(),
  coverUrl: z.string(),
  contentHtml: z.string(),
  contentHtmlEn: z.string(),
  source: z.string(),
  sourceEn: z.string(),
  publishedAt: isoDateTime.nullable(),
  publication: z.enum(publicationStates),
  createdAt: isoDateTime,
});
export type OpsNews = z.infer<typeof opsNewsSchema>;

/** The news list's state filter. */
export const opsNewsStates = ['all', ...publicationStates] as const;
export type OpsNewsState = (typeof opsNewsStates)[number];

export const opsNewsList = defineEndpoint({
  group: 'ops',
  code: 'news/list',
  name: 'opsNewsList',
  summary:
    'News items, newest first by the date shown (published or scheduled, else created); all, or only the drafts, the scheduled or the published.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ state: z.enum(opsNewsStates).default('all') }),
  data: pageOf(opsNewsSchema),
});

export const opsNewsDetail = defineEndpoint({
  group: 'ops',
  code: 'news/detail',
  name: 'opsNewsDetail',
  summary: 'One news item as the editor shows it.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: opsNewsSchema,
});

export const opsNewsInput = z.object({
  /** Absent: a new item. */
  id: opsRowId.optional(),
  title,
  titleEn: title,
  summary: optionalText(200),
  summaryEn: optionalText(300),
  coverUrl: linkUrl.default(''),
  contentHtml: z.string().trim().min(1).max(20000),
  contentHtmlEn: z.string().trim().min(1).max(20000),
  source: optionalText(40),
  sourceEn: optionalText(60),
  /** Published items show in the customer's ticker and list at once (or at `publishAt`); drafts do not. */
  ...publication,
});
export type OpsNewsInput = z.input<typeof opsNewsInput>;

export const opsNewsSave = defineEndpoint({
  group: 'ops',
  code: 'news/save',
  name: 'opsNewsSave',
  summary: 'Creates a news item (no id) or edits one; publishing shows it to customers at once.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: opsNewsInput,
  data: opsNewsSchema,
});

export const opsActivitySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  coverUrl: z.string(),
  contentHtml: z.string(),
  contentHtmlEn: z.string(),
  rules: z.string(),
  rulesEn: z.string(),
  jumpUrl: z.string(),
  startAt: isoDateTime,
  endAt: isoDateTime,
  bannerSort: z.number().int().nullable(),
  bannerImageUrl: z.string(),
  publishedAt: isoDateTime.nullable(),
  publication: z.enum(publicationStates),
});
export type OpsActivity = z.infer<typeof opsActivitySchema>;

/** Where an activity stands in time (China time is irrelevant: instants compared with now). */
export const opsActivityStates = ['all', 'upcoming', 'ongoing', 'ended', 'draft', 'scheduled'] as const;
export type OpsActivityState = (typeof opsActivityStates)[number];

export const opsActivityList = defineEndpoint({
  group: 'ops',
  code: 'activities/list',
  name: 'opsActivityList',
  summary:
    'Every activity, latest start first; `state` keeps those not started yet, running now or ended (published ones), or the drafts or the scheduled.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery.extend({ state: z.enum(opsActivityStates).default('all') }),
  data: pageOf(opsActivitySchema),
});

export const opsActivityDetail = defineEndpoint({
  group: 'ops',
  code: 'activities/detail',
  name: 'opsActivityDetail',
  summary: 'One activity as the editor shows it.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  params: z.object({ id: idParam }),
  data: opsActivitySchema,
});

export const opsActivityInput = z.object({
  id: opsRowId.optional(),
  title,
  titleEn: title,
  coverUrl: linkUrl.default(''),
  contentHtml: z.string().trim().min(1).max(20000),
  contentHtmlEn: z.string().trim().min(1).max(20000),
  rules: optionalText(2000),
  rulesEn: optionalText(3000),
  jumpUrl: linkUrl.default(''),
  startAt: isoDateTime,
  endAt: isoDateTime,
  /** Its place among the home banners; null: not a banner. */
  bannerSort: z.number().int().min(0).max(99).nullable(),
  bannerImageUrl: linkUrl.default(''),
  /** As for news; an activity saved without saying is published (the editor always says). */
  published: z.boolean().default(true),
  publishAt: isoDateTime.nullable().optional(),
});
export type OpsActivityInput = z.input<typeof opsActivityInput>;

export const opsActivitySave = defineEndpoint({
  group: 'ops',
  code: 'activities/save',
  name: 'opsActivitySave',
  summary: 'Creates an activity (no id) or edits one; it ends no earlier than it starts.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: opsActivityInput,
  data: opsActivitySchema,
});

/** Where an uploaded body picture is served from: the only `<img src>` the HTML allow-list keeps. */
export const contentImagePath = '/api/rc/news/image/';

export const opsContentImageUpload = defineEndpoint({
  group: 'ops',
  code: 'content/image',
  name: 'opsContentImageUpload',
  summary:
    'Stores a picture for a news or activity body (decoded and re-encoded, at most 2 MB and 24 megapixels) and answers its address on this server; audited.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: imageUploadBody,
  data: uploadedImageSchema.extend({ width: z.number().int(), height: z.number().int() }),
});

export const opsContentSettingsSchema = z.object({
  /** Seconds each headline of the home ticker stays (spec 3 rollRate). */
  rollRate: z.number().int().min(1).max(3600),
});

export const opsContentSettings = defineEndpoint({
  group: 'ops',
  code: 'content/settings',
  name: 'opsContentSettings',
  summary: 'The content settings: the news ticker’s roll rate.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  data: opsContentSettingsSchema,
});

export const opsContentSettingsSave = defineEndpoint({
  group: 'ops',
  code: 'content/settings/save',
  name: 'opsContentSettingsSave',
  summary: 'Changes the news ticker’s roll rate.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({ rollRate: z.number().int().min(1).max(3600) }),
  data: opsContentSettingsSchema,
});

/** Where an editorial tip shows: on the rights screens (R000100tipsSelect) or as the login response's `tips`. */

export const opsTipSchema = z.object({
  id: z.string(),
  placement: z.enum(tipPlacements),
  /** Only on the rights screens of this service type; '' on every rights screen. */
  serviceType: z.string(),
  title: z.string(),
  titleEn: z.string(),
  content: z.string(),
  contentEn: z.string(),
  level: z.enum(tipLevels),
  /** Smaller first. */
  sort: z.number().int(),
  enabled: z.boolean(),
  updatedAt: isoDateTime,
  /** First or last among the tips of its placement (it cannot move further that way). */
  first: z.boolean(),
  last: z.boolean(),
});
export type OpsTip = z.infer<typeof opsTipSchema>;

export const opsTipList = defineEndpoint({
  group: 'ops',
  code: 'tips/list',
  name: 'opsTipList',
  summary: 'Every editorial tip, enabled or not, in the order customers see them.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  query: pageQuery,
  data: pageOf(opsTipSchema),
});

export const opsTipInput = z.object({
  /** Absent: a new tip. */
  id: opsRowId.optional(),
  placement: z.enum(tipPlacements),
  serviceType: z
    .string()
    .trim()
    .max(16)
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(''),
  title: z.string().trim().max(40).default(''),
  titleEn: z.string().trim().max(60).default(''),
  content: z.string().trim().min(1).max(300),
  contentEn: z.string().trim().min(1).max(500),
  level: z.enum(tipLevels),
  sort: z.number().int().min(0).max(9999),
  enabled: z.boolean(),
});
export type OpsTipInput = z.input<typeof opsTipInput>;

export const opsTipSave = defineEndpoint({
  group: 'ops',
  code: 'tips/save',
  name: 'opsTipSave',
  summary: 'Adds a tip (no id) or edits one; customers see it on their next call.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: opsTipInput,
  data: opsTipSchema,
});

export const opsTipSetEnabled = defineEndpoint({
  group: 'ops',
  code: 'tips/setEnabled',
  name: 'opsTipSetEnabled',
  summary: 'Shows or hides a tip without editing it.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({ id: opsRowId, enabled: z.boolean() }),
  data: opsTipSchema,
});

export const opsTipMove = defineEndpoint({
  group: 'ops',
  code: 'tips/move',
  name: 'opsTipMove',
  summary:
    'Moves a tip one place up or down among the tips of its placement (swaps the order with its neighbour).',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({ id: opsRowId, direction: z.enum(['up', 'down']) }),
  data: z.object({ moved: z.boolean() }),
});

export const opsContentEndpoints = [
  opsNewsList,
  opsNewsDetail,
  opsNewsSave,
  opsActivityList,
  opsActivityDetail,
  opsActivitySave,
  opsContentImageUpload,
  opsContentSettings,
  opsContentSettingsSave,
  opsTipList,
  opsTipSave,
  opsTipSetEnabled,
  opsTipMove,
] as const;
