import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  idParam,
  imageUploadBody,
  isoDate,
  isoDateTime,
  maskedMobile,
  mobileInput,
  pageOf,
  pageQuery,
  personName,
  placeSchema,
  typeCode,
} from '../common.js';

/**
 * The daily sign-in as the mine area shows it: one per calendar day in China,
 * points by the day of the seven-day cycle (docs/decisions).
 */
export const dailySignInSchema = z.object({
  /** Today in Asia/Shanghai, `YYYY-MM-DD`. */
  today: isoDate,
  signedToday: z.boolean(),
  /** Consecutive days signed up to today (or yesterday when today is not signed yet). */
  streak: z.number().int().nonnegative(),
  /** Points today's sign-in gave, or would give. */
  todayPoints: z.number().int().nonnegative(),
  /** The seven days of the current cycle: the points each gives and whether it is signed. */
  cycle: z.array(
    z.object({ dayOfCycle: z.number().int().min(1).max(7), points: z.number().int(), signed: z.boolean() }),
  ),
  remainPoint: z.number().int().nonnegative(),
});
export type DailySignIn = z.infer<typeof dailySignInSchema>;

/** The signed-in person as /mine/info shows them; sex, age and birthday come from the ID number (spec 5). */
export const signedInPersonSchema = z.object({
  custName: z.string(),
  mobile: maskedMobile,
  idType: z.string(),
  /** Masked (`4401**********1234`). */
  idNumber: z.string(),
  /** `1` male, `2` female, empty when unknown. */
  sex: z.enum(['1', '2', '']),
  age: z.number().int().min(0).max(150).nullable(),
  birthday: isoDate.nullable(),
  plateNumbers: z.array(z.string()),
  degree: z.string(),
  joinTbDays: z.number().int().nonnegative(),
  remainPoint: z.number().int().nonnegative(),
  branchCompanyName: z.string(),
  dailySignIn: dailySignInSchema,
});
export type SignedInPerson = z.infer<typeof signedInPersonSchema>;

/** A person the customer attaches to orders (/order/relatedPersonnel): family members, drivers. */
export const relatedPersonSchema = z.object({
  personId: z.string(),
  name: z.string(),
  /** Masked (`138****1234`). */
  mobile: maskedMobile,
  idType: z.string(),
  /** Masked (`4401**********1234`). */
  idNumber: z.string(),
  relation: z.string(),
  /** From a resident ID number (spec 5): `1` male, `2` female, empty when unknown. */
  sex: z.enum(['1', '2', '']),
  age: z.number().int().min(0).max(150).nullable(),
  /** The photo as a data URL (type checked by content, metadata removed), or null. */
  photoUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
export type RelatedPerson = z.infer<typeof relatedPersonSchema>;

export const personAppointmentSchema = z.object({
  id: z.string(),
  personId: z.string(),
  personName: z.string(),
  serviceType: z.string(),
  serviceTypeName: z.string(),
  appointmentAt: isoDateTime,
  place: placeSchema.nullable(),
  status: z.enum(['booked', 'done', 'cancelled']),
});
export type PersonAppointment = z.infer<typeof personAppointmentSchema>;

export const relationSchema = z.enum(['self', 'spouse', 'child', 'parent', 'other']);

export const myInfo = defineEndpoint({
  group: 'person',
  code: 'signInInfo',
  name: 'myInfo',
  summary: "The signed-in customer's own details, masked, for /mine/info, with today's sign-in state.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: signedInPersonSchema,
});

export const dailySignIn = defineEndpoint({
  group: 'person',
  code: 'signIn',
  name: 'dailySignIn',
  summary:
    "Signs the customer in for today (once per day in China) and awards the day's points; a second tap the same day awards nothing.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: dailySignInSchema.extend({
    /** Points this call awarded: 0 when today was already signed. */
    awarded: z.number().int().nonnegative(),
  }),
});

export const relatedPersons = defineEndpoint({
  group: 'person',
  code: 'queryPersons',
  name: 'relatedPersons',
  summary: 'The people the customer has saved for orders, optionally those a service type accepts.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ serviceType: typeCode.optional() }),
  /** `limit`: how many people one customer may save. */
  data: z.object({ list: z.array(relatedPersonSchema), limit: z.number().int().positive() }),
});

export const personAppointments = defineEndpoint({
  group: 'person',
  code: 'R00021013',
  name: 'personAppointments',
  summary: "The appointments booked for the customer's people, newest first, a page at a time.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: pageQuery.extend({ serviceType: typeCode.optional() }),
  data: pageOf(personAppointmentSchema),
});

export const addRelatedPerson = defineEndpoint({
  group: 'person',
  code: 'uploadPerson',
  name: 'addRelatedPerson',
  summary: 'Saves a person for orders (name, mobile, ID, relation) with an optional photo.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({
    name: personName,
    mobile: mobileInput,
    idType: z.string().trim().min(1).max(4).default('1'),
    /** Checked by the ID type: a resident ID number by its check character, others by shape. */
    idNumber: z
      .string()
      .trim()
      .toUpperCase()
      .min(5)
      .max(18)
      .regex(/^[0-9A-Z]+$/),
    relation: relationSchema,
    photo: imageUploadBody.optional(),
  }),
  data: relatedPersonSchema,
});

export const deletePersonPhoto = defineEndpoint({
  group: 'person',
  code: 'deletePhoto',
  name: 'deletePersonPhoto',
  summary: "Removes the photo of one of the customer's saved people.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ personId: idParam }),
  data: relatedPersonSchema,
});

export const uploadPersonPhoto = defineEndpoint({
  group: 'person',
  code: 'uploadPhoto',
  name: 'uploadPersonPhoto',
  summary: "Sets or replaces the photo of one of the customer's saved people.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ personId: idParam, photo: imageUploadBody }),
  data: relatedPersonSchema,
});

export const deleteRelatedPerson = defineEndpoint({
  group: 'person',
  code: 'deletePerson',
  name: 'deleteRelatedPerson',
  summary: "Removes one of the customer's saved people (orders already placed keep their copy).",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ personId: idParam }),
  data: z.object({ personId: z.string() }),
});

export const personEndpoints = [
  myInfo,
  dailySignIn,
  relatedPersons,
  personAppointments,
  addRelatedPerson,
  deletePersonPhoto,
  uploadPersonPhoto,
  deleteRelatedPerson,
] as const;
