import sharp from 'sharp';
import { Status, contentImagePath, type Locale } from '@rc/contract';
import { writeAudit } from '../../domain/audit.js';
import { cleanImage, maxImageBytes } from '../../domain/images.js';
import { contentImages } from '../../db/schema/index.js';
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
 * pixels is kept), stored with who uploaded it, one audit line in the same transaction. The answer
 * is its address on this server, the only `<img src>` the HTML allow-list keeps.
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
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentImages)
      .values({
        contentType: clean.kind.contentType,
        bytes: clean.bytes,
        size: clean.bytes.length,
        width,
        height,
        uploadedBy: operator.operatorId,
      })
      .returning({ id: contentImages.id });
    if (!row) throw new Error('content image insert returned nothing');
    await writeAudit(tx, operator, {
      action: 'contentImage.upload',
      objectType: 'contentImage',
      objectId: row.id,
      // Named by the server (its id): the uploaded file's own name is kept nowhere.
      after: { size: clean.bytes.length, width, height },
    });
    return { imageId: row.id, url: `${contentImagePath}${row.id}`, width, height };
  });
}
