import { eq } from 'drizzle-orm';
import { isUuid } from '@rc/contract';
import { contentImages } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';

/** The bytes of an uploaded body picture, for `news/image/:id`. */
export async function contentImageFile(deps: AppDeps, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await deps.db
    .select({ contentType: contentImages.contentType, bytes: contentImages.bytes })
    .from(contentImages)
    .where(eq(contentImages.id, id));
  if (!row) throw notFound();
  return row;
}
