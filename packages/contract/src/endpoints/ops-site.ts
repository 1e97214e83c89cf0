import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateTime } from '../common.js';

/**
 * Console: site-wide settings an admin changes (docs/console.md): the mourning
 * flag (spec 2, grayscale everywhere) and the themes' fixed sprite sheets
 * (spec 9), replaced by an upload or restored to the shipped default.
 */

/** The themes' fixed sprite sheets, by the path the web app loads them from (common/R00010006). */
export const themeFiles = [
  'theme/ordinary/sprite-common.svg',
  'theme/ordinary/sprite-car.svg',
  'theme/ordinary/sprite-service.svg',
  'theme/ordinary/sprite-product.svg',
  'theme/vip/sprite-common.svg',
  'theme/vip/sprite-car.svg',
  'theme/vip/sprite-service.svg',
  'theme/vip/sprite-product.svg',
] as const;
export const themeFileSchema = z.enum(themeFiles);
export type ThemeFile = z.infer<typeof themeFileSchema>;

/** Largest sprite sheet accepted, in bytes (the shipped ones are under 10 KB). */
export const maxThemeFileBytes = 256 * 1024;

export const opsThemeFileSchema = z.object({
  file: themeFileSchema,
  /** true: an uploaded replacement is served; false: the shipped default. */
  replaced: z.boolean(),
  size: z.number().int(),
  /** The icons (`<view id>`) the sheet offers. */
  icons: z.array(z.string()),
  updatedAt: isoDateTime.nullable(),
  updatedBy: z.string().nullable(),
});
export type OpsThemeFile = z.infer<typeof opsThemeFileSchema>;

export const opsSiteSettingsSchema = z.object({
  /** The grayscale mourning filter on every customer page (spec 2). */
  mourn: z.boolean(),
  mournUpdatedAt: isoDateTime.nullable(),
  themeFiles: z.array(opsThemeFileSchema),
});
export type OpsSiteSettings = z.infer<typeof opsSiteSettingsSchema>;

export const opsSiteSettings = defineEndpoint({
  group: 'ops',
  code: 'site/settings',
  name: 'opsSiteSettings',
  summary: 'The mourning flag and the state of each fixed theme file.',
  method: 'GET',
  auth: 'admin',
  encrypted: false,
  data: opsSiteSettingsSchema,
});

export const opsMournSave = defineEndpoint({
  group: 'ops',
  code: 'site/mourn',
  name: 'opsMournSave',
  summary: 'Turns the grayscale mourning filter on or off for every page served from now on.',
  method: 'POST',
  auth: 'admin',
  encrypted: false,
  body: z.object({ mourn: z.boolean() }),
  data: opsSiteSettingsSchema,
});

export const opsThemeUpload = defineEndpoint({
  group: 'ops',
  code: 'site/theme/upload',
  name: 'opsThemeUpload',
  summary:
    'Replaces one fixed theme sprite sheet with an uploaded SVG (checked: a plain SVG image with every icon of the shipped sheet, no scripts or outside references, at most 256 KB).',
  method: 'POST',
  auth: 'admin',
  encrypted: false,
  body: z.object({
    file: themeFileSchema,
    dataBase64: z
      .string()
      .min(4)
      .max(Math.ceil(maxThemeFileBytes / 3) * 4 + 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/),
  }),
  data: opsSiteSettingsSchema,
});

export const opsThemeRestore = defineEndpoint({
  group: 'ops',
  code: 'site/theme/restore',
  name: 'opsThemeRestore',
  summary: 'Serves the shipped default of one fixed theme sprite sheet again.',
  method: 'POST',
  auth: 'admin',
  encrypted: false,
  body: z.object({ file: themeFileSchema }),
  data: opsSiteSettingsSchema,
});

export const opsSiteEndpoints = [opsSiteSettings, opsMournSave, opsThemeUpload, opsThemeRestore] as const;
