import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam, isoDateTime, mobileInput, personName, plateNumber } from '../common.js';
import { userVoSchema } from './auth.js';

/**
 * An authorisation: a customer lets another person use their rights (/mine/rightUser).
 * The one who was authorised can switch to the authoriser (`switchUser`).
 */
export const authorizationStateSchema = z.enum(['active', 'revoked', 'expired']);

export const authorizedUserSchema = z.object({
  authorizationId: z.string(),
  /** The other person's customer id (the switch target when they authorised the caller). */
  pid: z.string(),
  /** Masked name (`张*`) and mobile (`138****1234`). */
  custName: z.string(),
  mobile: z.string(),
  plateNumbers: z.array(z.string()),
  state: authorizationStateSchema,
  createdAt: isoDateTime,
  validTo: isoDateTime.nullable(),
});
export type AuthorizedUser = z.infer<typeof authorizedUserSchema>;

/** One privacy authorisation the customer may grant or withdraw (/mine/privacyAuthorizationList). */
export const privacyAuthorizationSchema = z.object({
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The full text to read before granting. */
  documentUrl: z.string(),
  /** A required authorisation cannot be withdrawn while the customer uses the product. */
  required: z.boolean(),
  granted: z.boolean(),
  updatedAt: isoDateTime.nullable(),
  /** The policy version of the record in force (empty when the customer never answered). */
  policyVersion: z.string(),
  /** The channel the record in force was given through. */
  channel: z.string(),
});
export type PrivacyAuthorization = z.infer<typeof privacyAuthorizationSchema>;

/** One entry of the consent ledger: grants and withdrawals are both kept, never deleted. */
export const consentRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  granted: z.boolean(),
  policyVersion: z.string(),
  channel: z.string(),
  at: isoDateTime,
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/**
 * A signed receipt of the caller's consent history. `payload` is the exact JSON
 * text that was signed (SM2 with SM3 and the default user id, signature r||s in
 * hex); anyone holding `publicKey` can verify it.
 */
export const consentReceiptSchema = z.object({
  payload: z.string(),
  signature: z.string(),
  publicKey: z.string(),
  algorithm: z.literal('SM2-SM3'),
});
export type ConsentReceipt = z.infer<typeof consentReceiptSchema>;

const userVoData = z.object({ userVo: userVoSchema });

export const switchUser = defineEndpoint({
  group: 'authority',
  code: 'R00010041',
  name: 'switchUser',
  summary:
    'Switches the session to a customer who authorised the caller (or back to the caller with their own pid) and answers the user info to show.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ targetPid: idParam }),
  data: userVoData,
});

export const addAuthorizedUser = defineEndpoint({
  group: 'authority',
  code: 'R00010042',
  name: 'addAuthorizedUser',
  summary:
    "Authorises another person (named, with mobile and ID) to use the caller's rights for the plates given.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({
    custName: personName,
    mobile: mobileInput,
    idType: z.string().trim().min(1).max(4).default('1'),
    idNumber: z.string().trim().toUpperCase().min(15).max(18),
    plateNumbers: z.array(plateNumber).min(1).max(10),
    validTo: isoDateTime.optional(),
  }),
  data: authorizedUserSchema,
});

export const updatePrivacyAuthorization = defineEndpoint({
  group: 'authority',
  code: 'R00010043',
  name: 'updatePrivacyAuthorization',
  summary: 'Grants or withdraws one privacy authorisation of the caller.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ code: z.string().trim().min(1).max(32), granted: z.boolean() }),
  data: privacyAuthorizationSchema,
});

export const privacyAuthorizations = defineEndpoint({
  group: 'authority',
  code: 'R00010044',
  name: 'privacyAuthorizations',
  summary: 'Lists the privacy authorisations of the caller and whether each is granted.',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: z.object({
    list: z.array(privacyAuthorizationSchema),
    /** The version of the privacy policy a grant made now is recorded under. */
    currentPolicyVersion: z.string(),
  }),
});

export const consentHistory = defineEndpoint({
  group: 'authority',
  code: 'consentHistory',
  name: 'consentHistory',
  summary: "Every grant and withdrawal of the caller's privacy authorisations, newest first.",
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: z.object({ list: z.array(consentRecordSchema) }),
});

export const consentReceipt = defineEndpoint({
  group: 'authority',
  code: 'consentReceipt',
  name: 'consentReceipt',
  summary: "A signed receipt (JSON + SM2 signature) of the caller's whole consent history.",
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: consentReceiptSchema,
});

export const receiptPublicKey = defineEndpoint({
  group: 'authority',
  code: 'receiptPublicKey',
  name: 'receiptPublicKey',
  summary: 'The public SM2 key that verifies consent receipts.',
  method: 'GET',
  auth: 'none',
  encrypted: false,
  data: z.object({ publicKey: z.string(), algorithm: z.literal('SM2-SM3') }),
});

export const authorizedUsers = defineEndpoint({
  group: 'authority',
  code: 'R00010045',
  name: 'authorizedUsers',
  summary:
    'Lists the people the caller has authorised and the customers who authorised the caller (switch targets).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: z.object({ granted: z.array(authorizedUserSchema), received: z.array(authorizedUserSchema) }),
});

export const switchPlate = defineEndpoint({
  group: 'authority',
  code: 'R00010046',
  name: 'switchPlate',
  summary:
    "Makes one of the customer's plates (plateNumberList) the current one and answers the user info to show.",
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  params: z.object({ plate: plateNumber }),
  data: userVoData,
});

export const switchBranchCompany = defineEndpoint({
  group: 'authority',
  code: 'R00010093',
  name: 'switchBranchCompany',
  summary: 'Switches the branch company (of orgList) whose rights the customer sees, after login.',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  /** The branch company code. */
  params: z.object({ id: z.string().trim().min(1).max(16) }),
  data: z.object({ branchCompanyCode: z.string(), branchCompanyName: z.string(), userVo: userVoSchema }),
});

export const authorityEndpoints = [
  switchUser,
  addAuthorizedUser,
  updatePrivacyAuthorization,
  privacyAuthorizations,
  authorizedUsers,
  switchPlate,
  switchBranchCompany,
  consentHistory,
  consentReceipt,
  receiptPublicKey,
] as const;
