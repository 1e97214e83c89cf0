import { contentImagePath } from '@rc/contract';
import type { Db } from '../db/client.js';
import { contentImages } from '../db/schema/index.js';
import { writeAudit, type AuditActor } from './audit.js';

/**
 * Stores a cleaned body picture (decision 053) with who uploaded it, one audit line in the same
 * transaction. The answer is its address on this server, the only `<img src>` the HTML allow-list keeps.
 */
export async function storeContentImage(
  db: Db,
  operator: AuditActor,
  clean: { kind: { contentType: string }; bytes: Buffer },
  width: number,
  height: number,
) {
  return db.transaction(async (tx) => {
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
