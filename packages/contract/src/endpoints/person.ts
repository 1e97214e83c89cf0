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
});
export type SignedInPerson = z.infer<typeof signedInPersonSchema>;

/** A person the customer attaches to orders (/order/relatedPersonnel): family members, drivers. */
export const relatedPersonSchema = z.object({
  personId: z.string(),
  name: z.string(),
  mobile: maskedMobile,
  idType: z.string(),
  idNumber: z.string(),
  relation: z.string(),
  photoUrl: z.string().nullable(),
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
  summary: "The signed-in customer's own details, masked, for /mine/info.",
  method: 'POST',
  auth: 'customer',
  encrypted: false,
  data: signedInPersonSchema,
});

export const relatedPersons = defineEndpoint({
  group: 'person',
  code: 'queryPersons',
  name: 'relatedPersons',
  summary: 'The people the customer has saved for orders, optionally those a service type accepts.',
  method: 'POST',
  auth: 'customer',
  encrypted: false,
  body: z.object({ serviceType: typeCode.optional() }),
  data: z.object({ list: z.array(relatedPersonSchema) }),
});

export const personAppointments = defineEndpoint({
  group: 'person',
  code: 'R00021013',
  name: 'personAppointments',
  summary: "The appointments booked for the customer's people, newest first, a page at a time.",
  method: 'POST',
  auth: 'customer',
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
  encrypted: false,
  body: z.object({
    name: personName,
    mobile: mobileInput,
    idType: z.string().trim().min(1).max(4).default('1'),
    idNumber: z.string().trim().toUpperCase().min(15).max(18),
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
  encrypted: false,
  body: z.object({ personId: idParam }),
  data: relatedPersonSchema,
});

export const personEndpoints = [
  myInfo,
  relatedPersons,
  personAppointments,
  addRelatedPerson,
  deletePersonPhoto,
] as const;
