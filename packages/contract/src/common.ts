import { z } from 'zod';
import { mobilePattern } from './identifiers.js';

/** Shared field schemas. Limits are deliberate: every string has a maximum length. */
export const yesNo = z.enum(['Y', 'N']);
export const flag01 = z.enum(['0', '1']);
export const shortText = z.string().trim().max(64);
export const idParam = z.string().trim().min(1).max(64);

/** Page query of spec section 4: `onPagenum` from 1, `onPagesize` capped at 50. */
export const pageQuery = z.object({
  onPagenum: z.coerce.number().int().min(1).max(100000).default(1),
  onPagesize: z.coerce.number().int().min(1).max(50).default(10),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int().nonnegative() });
}

/** Mobile numbers are masked when shown: `138****1234`. */
export const maskedMobile = z.string().max(16);

/** Free-form JSON data for endpoints whose shape the spec leaves "not shown". */
export const looseObject = z.record(z.string(), z.unknown());

/** A service type or business type code of the catalogue (`serviceType`, `businessType`, `subServiceType`). */
export const typeCode = z.string().trim().min(1).max(16);

/** A plate number as typed or picked (`粤B12345`, new-energy plates have one more character). */
export const plateNumber = z.string().trim().min(2).max(16);

/** A mainland mobile number as typed: 11 digits starting with 1. */
export const mobileInput = z.string().trim().length(11).regex(mobilePattern);

/** A person's name as typed. */
export const personName = z.string().trim().min(1).max(32);

/** Free text a user writes (remarks, reasons, suggestions). */
export const remarkText = z.string().trim().max(500);

/** ISO 8601 date-time with offset; what the server answers (`toISOString()`) and accepts. */
export const isoDateTime = z.iso.datetime({ offset: true }).max(40);

/** ISO 8601 calendar date `YYYY-MM-DD`. */
export const isoDate = z.iso.date().max(10);

/** Money is always integer fen (1 yuan = 100 fen); one hundred million yuan is the ceiling. */
export const fen = z.number().int().min(0).max(10_000_000_000);

/** Coordinates (GCJ-02 as the phone's map reports them); coerced so they work in a query too. */
export const longitude = z.coerce.number().min(-180).max(180);
export const latitude = z.coerce.number().min(-90).max(90);

/** A point on the map as the server answers it. */
export const geoPointSchema = z.object({
  lng: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** A place the customer picked or typed (rescue site, pick-up point, destination). */
export const placeInput = z.object({
  address: z.string().trim().min(1).max(200),
  lng: longitude,
  lat: latitude,
  cityCode: z.string().trim().max(12).optional(),
  cityName: z.string().trim().max(32).optional(),
});
export const placeSchema = geoPointSchema.extend({
  address: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

/** A code and its display name (fault types, provinces, place types, cancel reasons). */
export const codeNameSchema = z.object({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof codeNameSchema>;

/**
 * An image sent as JSON (base64, at most 5 MB of image): photos are taken and
 * compressed in the browser, and one JSON body keeps the contract schema-checked.
 */
export const imageUploadBody = z.object({
  fileName: z.string().trim().min(1).max(128),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  dataBase64: z
    .string()
    .min(4)
    .max(7_000_000)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});

/** An image the server has stored: its id (for later delete or attach) and where to show it from. */
export const uploadedImageSchema = z.object({ imageId: z.string(), url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Ids of images uploaded earlier and attached to a submit. */
export const imageIds = z.array(idParam).max(9);
