import { and, asc, count, eq } from 'drizzle-orm';
import { isUuid } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { idCardTypes, relatedPersons, serviceCatalogue } from '../db/schema/index.js';

/** The people a customer saves to book for (family, colleagues): their ID, mobile and photo sealed. */

export type RelatedPersonRow = typeof relatedPersons.$inferSelect;

/** How many people one customer may save: enough for a family, few enough to pick from on a phone. */
export const relatedPersonLimit = 10;

/** Health services (the catalogue's `health` module) need a resident ID card: hospitals register by it. */
const healthModule = 'health';
export const residentIdType = '1';

/** One of the customer's people, or null (another customer's person looks like none). */
export async function ownRelatedPerson(
  db: DbOrTx,
  customerId: string,
  personId: string,
): Promise<RelatedPersonRow | null> {
  if (!isUuid(personId)) return null;
  const [row] = await db
    .select()
    .from(relatedPersons)
    .where(and(eq(relatedPersons.id, personId), eq(relatedPersons.customerId, customerId)));
  return row ?? null;
}

/** The customer's people, oldest first; for a health service only those with a resident ID. */
export async function relatedPeopleOf(
  db: DbOrTx,
  customerId: string,
  serviceType: string | undefined,
): Promise<RelatedPersonRow[]> {
  let residentOnly = false;
  if (serviceType) {
    const [entry] = await db
      .select({ module: serviceCatalogue.module })
      .from(serviceCatalogue)
      .where(eq(serviceCatalogue.serviceType, serviceType));
    residentOnly = entry?.module === healthModule;
  }
  return db
    .select()
    .from(relatedPersons)
    .where(
      and(
        eq(relatedPersons.customerId, customerId),
        residentOnly ? eq(relatedPersons.idType, residentIdType) : undefined,
      ),
    )
    .orderBy(asc(relatedPersons.createdAt));
}

/** Whether an ID card type is one the customer may pick (spec 5: with none stored, the resident ID card). */
export async function knownIdCardType(db: DbOrTx, idType: string): Promise<boolean> {
  const [type] = await db
    .select({ code: idCardTypes.code })
    .from(idCardTypes)
    .where(eq(idCardTypes.code, idType));
  return Boolean(type) || idType === residentIdType;
}

/**
 * Saves a person, counted under the limit in the same transaction; the unique (customer, ID
 * index) makes a double tap or a race insert once. Refused as a value: `full` (nothing
 * written) or `duplicate`.
 */
export async function saveRelatedPerson(
  db: Db,
  fieldCrypto: FieldCrypto,
  customerId: string,
  input: {
    name: string;
    mobile: string;
    idType: string;
    idNumber: string;
    relation: RelatedPersonRow['relation'];
    photo: { contentType: string; base64: string } | null;
  },
  now: Date,
): Promise<{ ok: true; row: RelatedPersonRow } | { ok: false; reason: 'full' | 'duplicate' }> {
  const crypto = fieldCrypto;
  const index = crypto.blindIndex(input.idNumber);
  const outcome = await db.transaction(async (tx) => {
    const [n] = await tx
      .select({ n: count() })
      .from(relatedPersons)
      .where(eq(relatedPersons.customerId, customerId));
    if ((n?.n ?? 0) >= relatedPersonLimit) return 'full' as const;
    const [inserted] = await tx
      .insert(relatedPersons)
      .values({
        customerId,
        name: input.name,
        mobileSealed: crypto.seal(input.mobile),
        idType: input.idType,
        idNumberSealed: crypto.seal(input.idNumber),
        idNumberIndex: index,
        relation: input.relation,
        photoContentType: input.photo?.contentType ?? null,
        photoSealed: input.photo ? crypto.seal(input.photo.base64) : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return inserted;
  });
  if (outcome === 'full') return { ok: false, reason: 'full' };
  if (!outcome) return { ok: false, reason: 'duplicate' };
  return { ok: true, row: outcome };
}

/** Sets (or with null removes) the photo of one of the customer's people; null: no such person. */
export async function setRelatedPersonPhoto(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  customerId: string,
  personId: string,
  photo: { contentType: string; base64: string } | null,
): Promise<RelatedPersonRow | null> {
  const [row] = await db
    .update(relatedPersons)
    .set(
      photo
        ? { photoContentType: photo.contentType, photoSealed: fieldCrypto.seal(photo.base64) }
        : { photoContentType: null, photoSealed: null },
    )
    .where(and(eq(relatedPersons.id, personId), eq(relatedPersons.customerId, customerId)))
    .returning();
  return row ?? null;
}

/** Removes one of the customer's people; null: no such person. */
export async function deleteRelatedPerson(
  db: DbOrTx,
  customerId: string,
  personId: string,
): Promise<string | null> {
  if (!isUuid(personId)) return null;
  const [row] = await db
    .delete(relatedPersons)
    .where(and(eq(relatedPersons.id, personId), eq(relatedPersons.customerId, customerId)))
    .returning({ id: relatedPersons.id });
  return row?.id ?? null;
}
