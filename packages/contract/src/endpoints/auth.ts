import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { shortText, yesNo } from '../common.js';

export const branchCompanySchema = z.object({
  branchCompanyCode: z.string(),
  branchCompanyName: z.string(),
});

export const idCardTypeSchema = z.object({
  code: z.string(),
  name: z.string(),
  remark1: z.string().nullable(),
  remark2: z.string().nullable(),
});

const userVoBase = z.object({
  isVip: z.enum(['0', '1']),
  isChangedFlag: z.string(),
  custName: z.string(),
  degree: z.string(),
  degreeCode: z.string(),
  joinTbDays: z.number().int(),
  remainPoint: z.number().int(),
  plateNumber: z.string(),
  plateNumberList: z.array(z.string()),
  pid: z.string(),
  /** The customer's mobile, masked (`138****1234`). */
  number: z.string(),
  sex: z.string(),
  age: z.number().int().nullable(),
  traceId: z.string(),
  unionId: z.string(),
  openeid: z.string(),
  branchCompanyCode: z.string(),
  pushId: z.string(),
  /** VIN encrypted with SM2 for this session's browser key (decrypted in the browser). */
  encryptVin: z.string(),
  /** One-time secret exchanged at `gettoken/R00040032` for this session's keys. */
  publicSecret: z.string(),
});

/** userVo; `userVo` nested inside is the authorised user the customer switched to. */
export const userVoSchema = userVoBase.extend({ userVo: userVoBase.nullable() });
export type UserVo = z.infer<typeof userVoSchema>;

/** Everything a login answers (spec section 3, "Login response data"). */
export const loginDataSchema = z.object({
  token: z.string(),
  orgList: z.array(branchCompanySchema),
  userVo: userVoSchema,
  tips: z.string(),
  untieUrl: z.string(),
  untieTip: z.string(),
  remindMessage: z.string(),
  accreditFlag: z.string(),
  loginJumpUrl: z.string(),
  /** Y verified, N needs real-name authentication, anything else: the entry has expired. */
  isVerify: z.string(),
  isHaveRc: yesNo,
  isHeadPage: yesNo,
  /** Y, N, Z, S (merchant), G, H or empty: where the customer lands (spec 4). */
  isGiftBag: z.string(),
  isVRights: z.string(),
  jumpType: z.string(),
  jumpURL: z.string(),
  serviceType: z.string(),
  showName: z.string(),
  rcIdCardTypes: z.array(idCardTypeSchema),
  shenceServerUrl: z.string(),
  entrance: z.string(),
  preChannelNo: z.string(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** The entry parameters a login may carry along (spec 3, "Entry query parameters kept"). */
const keptEntryParams = {
  desURL: z.string().max(1024).optional(),
  jumpURL: z.string().max(1024).optional(),
  mobile: z.string().max(32).optional(),
  resource: z.string().max(64).optional(),
  source: z.string().max(64).optional(),
  type: z.string().max(32).optional(),
  sd_track_code: z.string().max(128).optional(),
  sd_expire_time: z.string().max(32).optional(),
};

export const login = defineEndpoint({
  group: 'auth',
  code: 'R00010003',
  name: 'login',
  summary:
    'Logs a customer in from a partner hand-off (channel + signed single-use token) or an rcNeedCode, and opens a session.',
  method: 'POST',
  auth: 'none',
  encrypted: false,
  body: z
    .object({
      channel: z.string().trim().max(32).optional(),
      token: z.string().trim().max(2048).optional(),
      rcNeedCode: z.string().trim().max(128).optional(),
      ...keptEntryParams,
    })
    .superRefine((b, ctx) => {
      if (b.rcNeedCode) return;
      if (!b.channel) ctx.addIssue({ code: 'custom', path: ['channel'], message: 'required' });
      if (!b.token) ctx.addIssue({ code: 'custom', path: ['token'], message: 'required' });
    }),
  data: loginDataSchema,
});

export const loginWithNewRcCode = defineEndpoint({
  group: 'auth',
  code: 'R00010103',
  name: 'loginWithNewRcCode',
  summary: 'Logs a customer in with a single-use newRcNeedCode (sent in a service link) and opens a session.',
  method: 'POST',
  auth: 'none',
  encrypted: false,
  body: z.object({ newRcNeedCode: z.string().trim().min(1).max(128), ...keptEntryParams }),
  data: loginDataSchema,
});

export const confirmBranchCompany = defineEndpoint({
  group: 'auth',
  code: 'R00010005',
  name: 'confirmBranchCompany',
  summary:
    'Confirms which branch company (of orgList) the customer acts under; answers the login data for the rest of the routing.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ branchCompanyCode: z.string().trim().min(1).max(16) }),
  data: loginDataSchema,
});

export const refreshSession = defineEndpoint({
  group: 'auth',
  code: 'R00010004',
  name: 'refreshSession',
  summary:
    'Rotates the session token: answers a new token and revokes the one presented. Absolute expiry is kept.',
  method: 'GET',
  auth: 'session',
  actsFor: 'self',
  encrypted: false,
  query: z.object({ reason: shortText.optional() }),
  data: z.object({ token: z.string(), expiresAt: z.string(), idleExpiresAt: z.string() }),
});

export const authenticateRealName = defineEndpoint({
  group: 'auth',
  code: 'R00010032',
  name: 'authenticateRealName',
  summary:
    "Real-name authentication: name and ID number (GB 11643 check digit) checked against the insurer's customer record.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({
    custName: z.string().trim().min(2).max(32),
    idType: z.string().trim().min(1).max(4).default('1'),
    idNumber: z.string().trim().toUpperCase().min(15).max(18),
  }),
  data: loginDataSchema,
});

export const customerServiceUrl = defineEndpoint({
  group: 'auth',
  code: 'R00010047',
  name: 'customerServiceUrl',
  summary: 'The online human customer-service URL for this customer.',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: z.object({ url: z.string() }),
});

export const resolveJumpType = defineEndpoint({
  group: 'auth',
  code: 'R00010035',
  name: 'resolveJumpType',
  summary: "Resolves the jump flag of a right: where the customer's tap on it leads (spec 4, right tap).",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ jumpType: z.string().trim().max(8), serviceType: z.string().trim().max(16).optional() }),
  data: z.object({
    isReturnRightsDetails: z.string(),
    flag: z.string(),
    serviceType: z.string(),
    jumpType: z.string(),
    jumpUrl: z.string(),
    presentSource: z.string(),
  }),
});

const wechatSignatureData = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});

export const wechatJsSignature = defineEndpoint({
  group: 'auth',
  code: 'R00010074',
  name: 'wechatJsSignature',
  summary: 'WeChat JS-SDK signature for the page URL given (used for the share card).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: z.object({ url: z.string().trim().min(1).max(1024) }),
  data: wechatSignatureData,
});

export const wechatCardSignature = defineEndpoint({
  group: 'auth',
  code: 'R00010084',
  name: 'wechatCardSignature',
  summary: 'WeChat signature for the current page, second form (share of gift coupons).',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: wechatSignatureData,
});

export const logout = defineEndpoint({
  group: 'auth',
  code: 'logout',
  name: 'logout',
  summary: 'Ends the session: the token is revoked at once and refused afterwards.',
  method: 'POST',
  auth: 'session',
  actsFor: 'self',
  encrypted: false,
  data: z.null(),
});

export const exchangeSessionKeys = defineEndpoint({
  group: 'gettoken',
  code: 'R00040032',
  name: 'exchangeSessionKeys',
  summary:
    "Key exchange: trades the login's one-time publicSecret for the session's SM2 keys (server public key for submits, browser private key for encrypted fields).",
  method: 'POST',
  auth: 'session',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ publicSecret: z.string().trim().min(16).max(128) }),
  data: z.object({ publicKey: z.string(), privateKey: z.string() }),
});

export const authEndpoints = [
  login,
  loginWithNewRcCode,
  confirmBranchCompany,
  refreshSession,
  authenticateRealName,
  customerServiceUrl,
  resolveJumpType,
  wechatJsSignature,
  wechatCardSignature,
  logout,
  exchangeSessionKeys,
] as const;
