import { z } from 'zod';
import { fen, idParam, placeInput, typeCode } from '../common.js';

/**
 * The declarative description of a bookable service type (docs/decisions/015):
 * its form's fields, their limits, its price rule and the coupons that pay for
 * it. Descriptions are data (the `service_types` table, edited by operators);
 * one server validator and one web renderer read them, so adding a service is
 * a description and one screen.
 */

/** Words an operator writes for both languages (labels, hints, option names). */
export const bilingualText = z.object({
  'zh-CN': z.string().trim().min(1).max(200),
  'en-US': z.string().trim().min(1).max(200),
});
export type BilingualText = z.infer<typeof bilingualText>;

/** A field key: how the value is named in the submit and in the order's details. */
export const formFieldKey = z
  .string()
  .max(32)
  .regex(/^[a-z][A-Za-z0-9]{0,31}$/);

/** The car body panels the paint-repair diagram offers (top view, front to back). */
export const carPanels = [
  'frontBumper',
  'hood',
  'leftFrontFender',
  'rightFrontFender',
  'leftFrontDoor',
  'rightFrontDoor',
  'leftRearDoor',
  'rightRearDoor',
  'roof',
  'leftRearFender',
  'rightRearFender',
  'trunk',
  'rearBumper',
] as const;
export const carPanelSchema = z.enum(carPanels);

/** The panels' names in both languages (the diagram, the order's answers, the merchant's ticket). */
export const carPanelLabels: Readonly<
  Record<(typeof carPanels)[number], { 'zh-CN': string; 'en-US': string }>
> = {
  frontBumper: { 'zh-CN': '前保险杠', 'en-US': 'Front bumper' },
  hood: { 'zh-CN': '引擎盖', 'en-US': 'Bonnet' },
  leftFrontFender: { 'zh-CN': '左前翼子板', 'en-US': 'Left front wing' },
  rightFrontFender: { 'zh-CN': '右前翼子板', 'en-US': 'Right front wing' },
  leftFrontDoor: { 'zh-CN': '左前门', 'en-US': 'Left front door' },
  rightFrontDoor: { 'zh-CN': '右前门', 'en-US': 'Right front door' },
  leftRearDoor: { 'zh-CN': '左后门', 'en-US': 'Left rear door' },
  rightRearDoor: { 'zh-CN': '右后门', 'en-US': 'Right rear door' },
  roof: { 'zh-CN': '车顶', 'en-US': 'Roof' },
  leftRearFender: { 'zh-CN': '左后翼子板', 'en-US': 'Left rear wing' },
  rightRearFender: { 'zh-CN': '右后翼子板', 'en-US': 'Right rear wing' },
  trunk: { 'zh-CN': '后备箱盖', 'en-US': 'Boot lid' },
  rearBumper: { 'zh-CN': '后保险杠', 'en-US': 'Rear bumper' },
};
export type CarPanel = z.infer<typeof carPanelSchema>;

const fieldBase = {
  key: formFieldKey,
  label: bilingualText,
  /** Help shown under the field or as its placeholder. */
  hint: bilingualText.optional(),
  required: z.boolean(),
};

export const selectOptionSchema = z.object({
  code: z.string().trim().min(1).max(32),
  label: bilingualText,
  /** Added to the price when picked, in fen. */
  priceFen: fen.default(0),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

/** A time window of a day, China time (`09:00`–`11:00`). */
export const timeSlotSchema = z
  .object({
    from: z
      .string()
      .max(5)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    /** `24:00` ends a slot at midnight. */
    to: z
      .string()
      .max(5)
      .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/),
  })
  .refine((s) => s.from < s.to, { message: 'a slot ends after it starts' });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const serviceFieldSchema = z.discriminatedUnion('kind', [
  z.object({
    ...fieldBase,
    kind: z.literal('text'),
    minLength: z.number().int().min(0).max(500).default(0),
    maxLength: z.number().int().min(1).max(500),
    multiline: z.boolean().default(false),
  }),
  /** A mainland mobile number; sealed at rest and masked when shown. */
  z.object({ ...fieldBase, kind: z.literal('mobile') }),
  /** One of the customer's plates (or one typed). */
  z.object({ ...fieldBase, kind: z.literal('plate') }),
  /** A calendar day, `minDaysAhead`..`maxDaysAhead` days from today (China time). */
  z.object({
    ...fieldBase,
    kind: z.literal('date'),
    minDaysAhead: z.number().int().min(0).max(365),
    maxDaysAhead: z.number().int().min(0).max(365),
  }),
  /** The appointment: a day in the window and one of its slots; the value is the slot's start. */
  z.object({
    ...fieldBase,
    kind: z.literal('timeSlot'),
    minDaysAhead: z.number().int().min(0).max(60),
    maxDaysAhead: z.number().int().min(0).max(60),
    slots: z.array(timeSlotSchema).min(1).max(24),
    /** Also offers "now" while the slots' hours are running (designated driving). */
    allowNow: z.boolean().default(false),
  }),
  z.object({
    ...fieldBase,
    kind: z.literal('select'),
    options: z.array(selectOptionSchema).min(1).max(40),
    multiple: z.boolean().default(false),
  }),
  z.object({
    ...fieldBase,
    kind: z.literal('number'),
    min: z.number().int().min(0).max(100_000),
    max: z.number().int().min(0).max(100_000),
    /** Unit shown after the number (km, rooms, hours). */
    unit: bilingualText.optional(),
    /** Added to the price per unit above `freeUnits`, in fen. */
    pricePerUnitFen: fen.default(0),
    freeUnits: z.number().int().min(0).max(100_000).default(0),
  }),
  z.object({ ...fieldBase, kind: z.literal('address') }),
  /** Photos uploaded first (order/image or order/R00010303); the value lists their ids. */
  z.object({
    ...fieldBase,
    kind: z.literal('images'),
    minCount: z.number().int().min(0).max(9).default(0),
    maxCount: z.number().int().min(1).max(9),
  }),
  /** Car body panels tapped on the diagram; each costs `pricePerPanelFen`. */
  z.object({
    ...fieldBase,
    kind: z.literal('panels'),
    minCount: z.number().int().min(0).max(carPanels.length).default(1),
    maxCount: z.number().int().min(1).max(carPanels.length),
    pricePerPanelFen: fen,
  }),
]);
export type ServiceField = z.infer<typeof serviceFieldSchema>;
export type ServiceFieldKind = ServiceField['kind'];

export const serviceFamilies = ['driver', 'paint', 'home', 'car', 'health'] as const;

/**
 * The price rule: `baseFen` plus what the picked options, units and panels add;
 * the coupon pays up to `couponCoversFen` of it and the customer the rest.
 */
export const priceRuleSchema = z.object({ baseFen: fen, couponCoversFen: fen });
export type PriceRule = z.infer<typeof priceRuleSchema>;

export const serviceTypeDescriptionSchema = z
  .object({
    /** Stable name of the description (`homeClean`); screens and submits name it. */
    code: z
      .string()
      .max(32)
      .regex(/^[a-z][A-Za-z0-9]{1,31}$/),
    /** The catalogue's service type orders of it are filed under. */
    serviceType: typeCode,
    businessType: typeCode,
    family: z.enum(serviceFamilies),
    /** The screen that shows the form (`/order/homeclean`). */
    route: z.string().regex(/^\/order\/[A-Za-z]+$/),
    title: bilingualText,
    /** What the customer should know before booking (shown under the form). */
    notice: bilingualText,
    /** Coupon service types that pay for it (the first is its own). */
    couponTypes: z.array(typeCode).min(1).max(10),
    price: priceRuleSchema,
    fields: z.array(serviceFieldSchema).min(1).max(30),
    enabled: z.boolean().default(true),
  })
  .superRefine((d, ctx) => {
    const keys = new Set<string>();
    d.fields.forEach((f, i) => {
      if (keys.has(f.key))
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: `duplicate key ${f.key}` });
      keys.add(f.key);
      const bounds =
        f.kind === 'number'
          ? [f.min, f.max]
          : f.kind === 'date' || f.kind === 'timeSlot'
            ? [f.minDaysAhead, f.maxDaysAhead]
            : f.kind === 'images' || f.kind === 'panels'
              ? [f.minCount, f.maxCount]
              : f.kind === 'text'
                ? [f.minLength, f.maxLength]
                : null;
      if (bounds && (bounds[0] ?? 0) > (bounds[1] ?? 0))
        ctx.addIssue({ code: 'custom', path: ['fields', i], message: 'minimum above maximum' });
    });
  });
export type ServiceTypeDescription = z.infer<typeof serviceTypeDescriptionSchema>;
/** A description as an operator (or a seed file) writes it: defaults may be left out. */
export type ServiceTypeDescriptionInput = z.input<typeof serviceTypeDescriptionSchema>;

/** One answer of a form, as sent: text, a number, codes or ids, or a place. */
export const serviceFormValue = z.union([
  // Longer than any field allows, so the description's own limit is what refuses (naming the field).
  z.string().max(2000),
  z.number().min(-1_000_000_000).max(1_000_000_000),
  z.array(z.string().trim().min(1).max(64)).max(20),
  // A blank address passes here so the form's validator names the field by its own label;
  // coordinates come with a located address and are left out of a typed one.
  placeInput.extend({
    address: z.string().max(200),
    lng: placeInput.shape.lng.optional(),
    lat: placeInput.shape.lat.optional(),
  }),
]);
export type ServiceFormValue = z.infer<typeof serviceFormValue>;

/**
 * What every form-based booking submits: the description's code, the coupon
 * that pays, and the answers by field key. The shape is checked here; the
 * answers are checked against the description by the server's one validator.
 */
export const serviceFormSubmission = z.object({
  formCode: z
    .string()
    .max(32)
    .regex(/^[a-z][A-Za-z0-9]{1,31}$/),
  couponId: idParam,
  values: z
    .record(formFieldKey, serviceFormValue)
    .refine((v) => Object.keys(v).length <= 30, { message: 'too many answers' }),
});
export type ServiceFormSubmission = z.infer<typeof serviceFormSubmission>;

/** The price of a filled form: what it costs, what the coupon pays and what is left to pay. */
export const serviceQuoteSchema = z.object({
  totalFen: fen,
  couponPaysFen: fen,
  payableFen: fen,
});
export type ServiceQuote = z.infer<typeof serviceQuoteSchema>;
