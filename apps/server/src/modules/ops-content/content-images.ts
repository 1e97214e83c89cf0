import sharp from 'sharp';
import { Status, type Locale } from '@rc/contract';
import { storeContentImage } from '../../domain/content-images.js';
import { cleanImage, maxImageBytes } from '../../domain/images.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';

const words = {
  tooLarge: { 'zh-CN': '图片不能超过 2 MB', 'en-US': 'The picture must be 2 MB or smaller.' },
  notImage: {
    'zh-CN': '只能上传 JPEG、PNG 或 WebP 图片（不超过 2400 万像素）',
    'en-US': 'Only JPEG, PNG or WebP pictures of at most 24 megapixels can be uploaded.',
  },
} as const;

function refused(text: { 'zh-CN': string; 'en-US': string }, locale: Locale): BusinessError {
  return new BusinessError(Status.badInput, text, {
    errors: [{ field: 'dataBase64', message: text[locale] }],
  });
}

/**
 * A picture for a news or activity body (decision 053): the merchant photos' rule (domain/images.ts:
 * judged by its bytes, at most 2 MB and 24 megapixels, decoded and re-encoded so that nothing but
 * pixels is kept), then stored by domain/content-images.ts.
 */
export async function uploadContentImage(
  deps: AppDeps,
  operator: OperatorContext,
  body: { dataBase64: string },
  locale: Locale,
) {
  const raw = Buffer.from(body.dataBase64, 'base64');
  if (raw.length > maxImageBytes) throw refused(words.tooLarge, locale);
  const clean = await cleanImage(raw);
  if (!clean) throw refused(words.notImage, locale);
  const { width = 0, height = 0 } = await sharp(clean.bytes).metadata();
  return storeContentImage(deps.db, operator, clean, width, height);
}
