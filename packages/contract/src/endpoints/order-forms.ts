import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  codeNameSchema,
  idParam,
  imageUploadBody,
  isoDateTime,
  maskedMobile,
  mobileInput,
  plateNumber,
  typeCode,
  uploadedImageSchema,
} from '../common.js';
import { couponSchema } from '../entities/rights.js';
import { serviceFormInitSchema } from './service-forms.js';

/** What a service-order form starts from: the coupons that fit, the customer's plates and contact. */
export const orderFormInitSchema = z.object({
  serviceType: z.string(),
  coupons: z.array(couponSchema),
  plateNumbers: z.array(z.string()),
  contactName: z.string(),
  contactMobile: maskedMobile,
  notice: z.string(),
});
export type OrderFormInit = z.infer<typeof orderFormInitSchema>;

export const sendVerificationCode = defineEndpoint({
  group: 'order',
  code: 'R00010041',
  name: 'sendVerificationCode',
  summary:
    'Sends an SMS code to the mobile given, after the picture captcha is solved, to confirm an order contact.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({
    mobile: mobileInput,
    captchaId: idParam,
    captchaText: z.string().trim().min(4).max(8),
  }),
  data: z.object({ sentTo: maskedMobile, resendAfterSeconds: z.number().int().positive() }),
});

export const checkVerificationCode = defineEndpoint({
  group: 'order',
  code: 'verifyCode',
  name: 'checkVerificationCode',
  summary:
    'Checks the SMS code sent by R00010041 (single use, five tries) and answers a short-lived proof that the customer holds the number.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({
    mobile: mobileInput,
    code: z
      .string()
      .trim()
      .max(6)
      .regex(/^\d{6}$/),
  }),
  data: z.object({ mobile: maskedMobile, mobileProof: z.string(), expiresAt: isoDateTime }),
});

export const captchaImage = defineEndpoint({
  group: 'order',
  code: 'R00010051',
  name: 'captchaImage',
  summary: 'A new picture captcha (the "graph image") to solve before an SMS code is sent.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: z.object({ captchaId: z.string(), imageDataUrl: z.string(), expiresAt: isoDateTime }),
});

export const provinces = defineEndpoint({
  group: 'order',
  code: 'R00020013',
  name: 'provinces',
  summary: 'The provinces with their plate prefix, for the plate and address pickers.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  data: z.object({ list: z.array(codeNameSchema.extend({ platePrefix: z.string() })) }),
});

export const orderCoupons = defineEndpoint({
  group: 'order',
  code: 'R00010080',
  name: 'orderCoupons',
  summary: "The customer's unused coupons that fit an order of the service type (and plate) given.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({ serviceType: typeCode, plateNumber: plateNumber.optional() }),
  data: z.object({ list: z.array(couponSchema) }),
});

export const uploadOrderImage = defineEndpoint({
  group: 'order',
  code: 'image',
  name: 'uploadOrderImage',
  summary:
    'Stores a photo (type judged by content, metadata stripped, at most 2 MB) and answers its id to attach on submit; with an order reference it is added to that ongoing order at once.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: imageUploadBody
    .extend({
      orderPrimaryId: idParam.optional(),
      primaryCheck: z.string().trim().min(1).max(128).optional(),
    })
    .refine((b) => (b.orderPrimaryId === undefined) === (b.primaryCheck === undefined), {
      path: ['primaryCheck'],
      message: 'orderPrimaryId and primaryCheck go together',
    }),
  data: uploadedImageSchema,
});

export const deleteOrderImage = defineEndpoint({
  group: 'order',
  code: 'deleteImage',
  name: 'deleteOrderImage',
  summary:
    "Deletes one of the customer's photos: not yet attached, or on an order the service has not started.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ imageId: idParam }),
  data: z.null(),
});

/** What a camera shot shows (/order/camera): the damage, the odometer, the plate, the VIN plate or anything else. */
export const cameraShotSchema = z.enum(['damage', 'odometer', 'plate', 'vin', 'other']);
export type CameraShot = z.infer<typeof cameraShotSchema>;

export const uploadCameraImage = defineEndpoint({
  group: 'order',
  code: 'R00010303',
  name: 'uploadCameraImage',
  summary: 'Stores a photo taken on /order/camera (car damage, odometer, plate) for the order being written.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  /** With an order reference the shot joins that ongoing order at once, as order/image does. */
  body: imageUploadBody
    .extend({
      shot: cameraShotSchema,
      orderPrimaryId: idParam.optional(),
      primaryCheck: z.string().trim().min(1).max(128).optional(),
    })
    .refine((b) => (b.orderPrimaryId === undefined) === (b.primaryCheck === undefined), {
      path: ['primaryCheck'],
      message: 'orderPrimaryId and primaryCheck go together',
    }),
  /** The stored photo and what it shows (kept with it, so whoever serves the order knows). */
  data: uploadedImageSchema.extend({ shot: cameraShotSchema }),
});

export const initSafeParking = defineEndpoint({
  group: 'order',
  code: 'safeParking/init',
  name: 'initSafeParking',
  summary:
    'Prepares the safe-parking form (/order/safetyBerth, /order/safeDocking): coupons, plates and parking modes.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({
    formCode: z.enum(['safetyBerth', 'safeDocking']),
    couponId: idParam.optional(),
  }),
  /** The parking form's description and what it starts from (its parking modes are the form's options). */
  data: serviceFormInitSchema,
});

export const orderFormEndpoints = [
  sendVerificationCode,
  checkVerificationCode,
  captchaImage,
  provinces,
  orderCoupons,
  uploadOrderImage,
  deleteOrderImage,
  uploadCameraImage,
  initSafeParking,
] as const;
