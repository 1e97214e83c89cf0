import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  codeNameSchema,
  idParam,
  latitude,
  longitude,
  mobileInput,
  pageQuery,
  placeInput,
  placeSchema,
  typeCode,
} from '../common.js';
import { couponSchema } from '../entities/rights.js';
import { orderCreatedSchema, priceOptionSchema, serviceOrderInput } from '../entities/order.js';
import { orderFormInitSchema } from './order-forms.js';
import { ownMobileValue } from '../service-form-rules.js';

/** A shop of the co-operation network (car wash, paint repair...); `snCode` identifies it. */
export const shopSchema = z.object({
  snCode: z.string(),
  name: z.string(),
  place: placeSchema,
  phone: z.string(),
  businessHours: z.string(),
  imageUrl: z.string(),
  rating: z.number().min(0).max(5),
  distanceMeters: z.number().int().nonnegative().nullable(),
  serviceTypes: z.array(z.string()),
});
export type Shop = z.infer<typeof shopSchema>;

/** A region with its children (province, city, district). */
export interface Region {
  code: string;
  name: string;
  children: Region[];
}
export const regionSchema: z.ZodType<Region> = z.object({
  code: z.string(),
  name: z.string(),
  get children() {
    return z.array(regionSchema);
  },
});

const placeLookup = z.object({
  branchCode: z.string().trim().min(1).max(16),
  serviceType: typeCode,
  subServiceType: typeCode,
});
const shopCode = z.string().trim().min(1).max(64);

export const placeTypes = defineEndpoint({
  group: 'coonetwork',
  code: 'placeType',
  name: 'placeTypes',
  summary: 'The kinds of place a service can be done at, for a branch, service and parking mode.',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: placeLookup.extend({ parkingModeType: typeCode }),
  data: z.object({ list: z.array(codeNameSchema) }),
});

export const placeNames = defineEndpoint({
  group: 'coonetwork',
  code: 'placeName',
  name: 'placeNames',
  summary: 'The named places of one kind where a service can be done, for a branch and service.',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: placeLookup.extend({ placeType: typeCode }),
  data: z.object({ list: z.array(codeNameSchema.extend({ place: placeSchema.nullable() })) }),
});

export const nearbyShops = defineEndpoint({
  group: 'coonetwork',
  code: 'snQuery',
  name: 'nearbyShops',
  summary:
    'Network shops serving a service type, nearest first, a page at a time; pass back snCode to keep the same ranking across pages.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: pageQuery.extend({
    serviceType: typeCode,
    lng: longitude.optional(),
    lat: latitude.optional(),
    regionCode: z.string().trim().max(12).optional(),
    keyword: z.string().trim().max(32).optional(),
    /** The search code a first page answered. */
    snCode: z.string().trim().max(64).optional(),
  }),
  data: z.object({ list: z.array(shopSchema), snCode: z.string(), noMoreData: z.boolean() }),
});

export const shopRegions = defineEndpoint({
  group: 'coonetwork',
  code: 'regionInit',
  name: 'shopRegions',
  summary:
    'The regions that have shops for a service type (province, city, district), and the one the customer is in.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ serviceType: typeCode, lng: longitude.optional(), lat: latitude.optional() }),
  data: z.object({ regions: z.array(regionSchema), currentRegionCode: z.string().nullable() }),
});

export const initCarWashOrder = defineEndpoint({
  group: 'coonetwork',
  code: 'orderInit',
  name: 'initCarWashOrder',
  summary:
    'Prepares the car-wash order: usable coupons, plates, contact and the shop chosen (/rights/carwash).',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({ serviceType: typeCode, couponId: idParam.optional(), shopSnCode: shopCode.optional() }),
  data: orderFormInitSchema.extend({ shop: shopSchema.nullable() }),
});

export const carWashCoupons = defineEndpoint({
  group: 'coonetwork',
  code: 'couponSelect',
  name: 'carWashCoupons',
  summary: "The customer's unused coupons a network shop accepts for the service type given.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({ serviceType: typeCode, shopSnCode: shopCode.optional() }),
  data: z.object({ list: z.array(couponSchema) }),
});

export const initStandardServiceOrder = defineEndpoint({
  group: 'coonetwork',
  code: 'tyorderInit',
  name: 'initStandardServiceOrder',
  summary:
    'Prepares a standard network-service order (paint repair, disinfection...): coupons, plates, options and prices.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  body: z.object({
    serviceType: typeCode,
    subServiceType: typeCode.optional(),
    couponId: idParam.optional(),
  }),
  data: orderFormInitSchema.extend({ options: z.array(priceOptionSchema) }),
});

/**
 * The contact number of a store booking: `self` for the customer's own verified
 * mobile on file (the server fills it in, no code needed), or another number typed.
 */
const contactMobileOrSelf = z.union([z.literal(ownMobileValue), mobileInput]);

export const submitValueAddedOrder = defineEndpoint({
  group: 'coonetwork',
  code: 'vasOrderSubmit',
  name: 'submitValueAddedOrder',
  summary: 'Places a value-added network-service order at a shop, with a coupon and the options picked.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: false,
  idempotent: true,
  body: serviceOrderInput.extend({
    contactMobile: contactMobileOrSelf,
    shopSnCode: shopCode,
    optionCodes: z.array(z.string().trim().min(1).max(16)).max(10).optional(),
    place: placeInput.optional(),
  }),
  data: orderCreatedSchema,
});

export const submitCarWashOrder = defineEndpoint({
  group: 'coonetwork',
  code: 'orderSubmit',
  name: 'submitCarWashOrder',
  summary:
    'Places a car-wash order at a network shop with a coupon; the reply leads to its QR code. Encrypted submit.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'grantor',
  encrypted: true,
  idempotent: true,
  body: serviceOrderInput.extend({
    contactMobile: contactMobileOrSelf,
    shopSnCode: shopCode,
    /** From order/verifyCode: the contact number was confirmed by SMS (the store sees it verified). */
    mobileProof: z.string().max(128).optional(),
  }),
  data: orderCreatedSchema,
});

export const coonetworkEndpoints = [
  placeTypes,
  placeNames,
  nearbyShops,
  shopRegions,
  initCarWashOrder,
  carWashCoupons,
  initStandardServiceOrder,
  submitValueAddedOrder,
  submitCarWashOrder,
] as const;
