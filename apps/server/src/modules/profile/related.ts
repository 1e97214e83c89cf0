import type { Locale, RelatedPerson } from '@rc/contract';
import { ageFromIdNumber, isValidIdNumber, sexFromIdNumber } from '@rc/contract';
import { cleanImage, maxImageBytes } from '../../domain/images.js';
import { maskIdNumber, maskMobile } from '../../domain/masking.js';
import {
  deleteRelatedPerson,
  knownIdCardType,
  ownRelatedPerson,
  relatedPeopleOf,
  relatedPersonLimit,
  residentIdType,
  saveRelatedPerson,
  setRelatedPersonPhoto,
  type RelatedPersonRow as Row,
} from '../../domain/related-people.js';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound } from '../../http/errors.js';
import { badField } from '../../http/validate.js';

export { relatedPersonLimit };

export interface PhotoInput {
  fileName: string;
  contentType: string;
  dataBase64: string;
}

export interface NewPerson {
  name: string;
  mobile: string;
  idType: string;
  idNumber: string;
  relation: Row['relation'];
  photo?: PhotoInput | undefined;
}

function view(deps: AppDeps, row: Row, now: Date): RelatedPerson {
  const crypto = deps.fieldCrypto;
  const idNumber = crypto.open(row.idNumberSealed);
  const resident = row.idType === residentIdType;
  return {
    personId: row.id,
    name: row.name,
    mobile: maskMobile(crypto.open(row.mobileSealed)),
    idType: row.idType,
    idNumber: maskIdNumber(idNumber),
    relation: row.relation,
    sex: resident ? sexFromIdNumber(idNumber) : '',
    age: resident ? ageFromIdNumber(idNumber, now) : null,
    photoUrl:
      row.photoSealed && row.photoContentType
        ? `data:${row.photoContentType};base64,${crypto.open(row.photoSealed)}`
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The photo's bytes checked by content (never by name or declared type) and stripped of metadata. */
async function cleanPhoto(
  photo: PhotoInput,
  locale: Locale,
): Promise<{ contentType: string; base64: string }> {
  const bytes = Buffer.from(photo.dataBase64, 'base64');
  if (bytes.length === 0 || bytes.length > maxImageBytes) throw badField('photo', locale);
  const clean = await cleanImage(bytes);
  if (!clean) throw badField('photo', locale);
  return { contentType: clean.kind.contentType, base64: clean.bytes.toString('base64') };
}

async function ownRow(deps: AppDeps, customerId: string, personId: string): Promise<Row> {
  const row = await ownRelatedPerson(deps.db, customerId, personId);
  // Another customer's person answers as if it did not exist.
  if (!row) throw notFound();
  return row;
}

/** person/queryPersons: the customer's people, oldest first; for a health service only those with a resident ID. */
export async function listPersons(
  deps: AppDeps,
  customerId: string,
  serviceType: string | undefined,
  now = new Date(),
): Promise<{ list: RelatedPerson[]; limit: number }> {
  const rows = await relatedPeopleOf(deps.db, customerId, serviceType);
  return { list: rows.map((r) => view(deps, r, now)), limit: relatedPersonLimit };
}

/** person/uploadPerson: saves a person after checking the ID number by its type; the same person twice is refused. */
export async function addPerson(
  deps: AppDeps,
  customerId: string,
  input: NewPerson,
  locale: Locale,
  now = new Date(),
): Promise<RelatedPerson> {
  // Spec 5: with no card types stored, the resident ID card (code 1) is the one type.
  if (!(await knownIdCardType(deps.db, input.idType))) throw badField('idType', locale);
  if (input.idType === residentIdType && !isValidIdNumber(input.idNumber)) throw badField('idNumber', locale);
  const photo = input.photo ? await cleanPhoto(input.photo, locale) : null;
  const saved = await saveRelatedPerson(deps.db, deps.fieldCrypto, customerId, { ...input, photo }, now);
  if (!saved.ok && saved.reason === 'full') {
    throw keepOnScreen({
      'zh-CN': `最多可保存 ${relatedPersonLimit} 位相关人员，请先删除不再需要的人员`,
      'en-US': `You can save up to ${relatedPersonLimit} people; remove someone you no longer need first`,
    });
  }
  if (!saved.ok) {
    throw keepOnScreen({
      'zh-CN': '该证件号码的人员已保存过',
      'en-US': 'Someone with this ID number is already saved',
    });
  }
  const row = saved.row;
  return view(deps, row, now);
}

/** person/uploadPhoto: sets or replaces the photo of one of the customer's people. */
export async function setPhoto(
  deps: AppDeps,
  customerId: string,
  personId: string,
  input: PhotoInput,
  locale: Locale,
  now = new Date(),
): Promise<RelatedPerson> {
  await ownRow(deps, customerId, personId);
  const photo = await cleanPhoto(input, locale);
  const row = await setRelatedPersonPhoto(deps.db, deps.fieldCrypto, customerId, personId, photo);
  if (!row) throw notFound();
  return view(deps, row, now);
}

/** person/deletePhoto: removes the photo; the person stays. */
export async function deletePhoto(
  deps: AppDeps,
  customerId: string,
  personId: string,
  now = new Date(),
): Promise<RelatedPerson> {
  await ownRow(deps, customerId, personId);
  const row = await setRelatedPersonPhoto(deps.db, deps.fieldCrypto, customerId, personId, null);
  if (!row) throw notFound();
  return view(deps, row, now);
}

/** person/deletePerson: removes one of the customer's people. */
export async function deletePerson(
  deps: AppDeps,
  customerId: string,
  personId: string,
): Promise<{ personId: string }> {
  const gone = await deleteRelatedPerson(deps.db, customerId, personId);
  if (!gone) throw notFound();
  return { personId: gone };
}
