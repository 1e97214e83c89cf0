import type {
  CarPanel,
  ServiceField,
  ServiceFormValue,
  ServiceQuote,
  ServiceTypeDescription,
} from './entities/service-form.js';
import { carPanels } from './entities/service-form.js';
import { chinaOffsetMs } from './china-time.js';
import { mobilePattern } from './identifiers.js';

/**
 * The one set of rules a service form's answers obey, read from its
 * description: the server refuses with them (-5 naming the field), the web
 * form shows the same problems before sending. Pure: no zod, no I/O, so the
 * browser bundle takes only this file.
 */

const dayMs = 86_400_000;

export type FieldProblem = 'missing' | 'invalid';
export interface FieldIssue {
  field: string;
  problem: FieldProblem;
}

/** A place as a form answers it. */
export interface FormPlace {
  address: string;
  lng?: number | undefined;
  lat?: number | undefined;
  cityCode?: string | undefined;
  cityName?: string | undefined;
}

/** Answers after checking: trimmed, typed, only the description's keys. */
export type CheckedValues = Record<string, string | number | string[] | FormPlace>;

/**
 * What a mobile field sends for "my own number": the browser only ever sees
 * that number masked, and the server puts the real one in its place.
 */
export const ownMobileValue = 'self';
/** What a time-slot field sends for "now" (designated driving booked for right away). */
export const nowSlotValue = 'now';

/**
 * Whether "now" can be booked on a time-slot field: the field allows it, today
 * is in its window, and China time now falls within its slots' hours (the
 * service runs then).
 */
export function nowBookable(
  f: { allowNow: boolean; minDaysAhead: number; slots: readonly { from: string; to: string }[] },
  now: Date,
): boolean {
  if (!f.allowNow || f.minDaysAhead > 0) return false;
  const clock = chinaClock(now);
  return f.slots.some((s) => s.from <= clock && clock < s.to);
}

/** Mainland plates: province character, letter, 5 (or 6 for new energy) letters and digits. */
const platePattern = /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{4,5}[A-Z0-9挂学警港澳]$/;

/** Days from today (China time) to the day of `at` (China time). */
export function chinaDaysAhead(at: Date, now: Date): number {
  const day = (d: Date) => Math.floor((d.getTime() + chinaOffsetMs) / dayMs);
  return day(at) - day(now);
}

/** `HH:MM` of `at` in China time. */
export function chinaClock(at: Date): string {
  return new Date(at.getTime() + chinaOffsetMs).toISOString().slice(11, 16);
}

/** The instant a slot starting `from` begins on the China day `daysAhead` from `now`. */
export function chinaSlotStart(now: Date, daysAhead: number, from: string): Date {
  const dayStart = Math.floor((now.getTime() + chinaOffsetMs) / dayMs) * dayMs - chinaOffsetMs;
  const [h, m] = from.split(':').map(Number);
  return new Date(dayStart + daysAhead * dayMs + ((h ?? 0) * 60 + (m ?? 0)) * 60_000);
}

function isPlace(v: ServiceFormValue | undefined): v is FormPlace {
  return typeof v === 'object' && !Array.isArray(v);
}

function isEmpty(v: ServiceFormValue | undefined): boolean {
  if (v === undefined) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

/** Checks one answer; returns the value to keep, or the problem. */
function checkField(
  f: ServiceField,
  raw: ServiceFormValue | undefined,
  now: Date,
): { ok: true; value: CheckedValues[string] | undefined } | { ok: false; problem: FieldProblem } {
  if (isEmpty(raw)) return f.required ? { ok: false, problem: 'missing' } : { ok: true, value: undefined };
  const bad = { ok: false, problem: 'invalid' } as const;
  const str = typeof raw === 'string' ? raw.trim() : null;
  switch (f.kind) {
    case 'text':
      if (str === null || str.length < f.minLength || str.length > f.maxLength) return bad;
      return { ok: true, value: str };
    case 'mobile':
      return str !== null && (str === ownMobileValue || mobilePattern.test(str))
        ? { ok: true, value: str }
        : bad;
    case 'plate': {
      const plate = str?.toUpperCase() ?? '';
      return platePattern.test(plate) ? { ok: true, value: plate } : bad;
    }
    case 'date': {
      if (str === null || !/^\d{4}-\d{2}-\d{2}$/.test(str)) return bad;
      const at = new Date(`${str}T12:00:00+08:00`);
      if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== str) return bad;
      const ahead = chinaDaysAhead(at, now);
      return ahead >= f.minDaysAhead && ahead <= f.maxDaysAhead ? { ok: true, value: str } : bad;
    }
    case 'timeSlot': {
      // "Now": stored as the moment it was checked (the order's appointment is then).
      if (str === nowSlotValue) return nowBookable(f, now) ? { ok: true, value: now.toISOString() } : bad;
      if (str === null) return bad;
      const at = new Date(str);
      if (Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) return bad;
      const ahead = chinaDaysAhead(at, now);
      if (ahead < f.minDaysAhead || ahead > f.maxDaysAhead) return bad;
      const clock = chinaClock(at);
      if (!f.slots.some((s) => s.from === clock) || at.getUTCSeconds() !== 0) return bad;
      return { ok: true, value: at.toISOString() };
    }
    case 'select': {
      const codes = Array.isArray(raw) ? raw : str !== null ? [str] : null;
      if (!codes || (!f.multiple && codes.length !== 1)) return bad;
      if (new Set(codes).size !== codes.length) return bad;
      if (!codes.every((c) => f.options.some((o) => o.code === c))) return bad;
      return { ok: true, value: f.multiple ? codes : codes[0] };
    }
    case 'number':
      if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < f.min || raw > f.max) return bad;
      return { ok: true, value: raw };
    case 'address':
      if (!isPlace(raw) || raw.address.trim() === '') return bad;
      if ((raw.lng === undefined) !== (raw.lat === undefined)) return bad;
      return { ok: true, value: { ...raw, address: raw.address.trim() } };
    case 'images':
      if (!Array.isArray(raw) || raw.length < f.minCount || raw.length > f.maxCount) return bad;
      if (new Set(raw).size !== raw.length) return bad;
      return { ok: true, value: raw };
    case 'panels': {
      if (!Array.isArray(raw) || raw.length < f.minCount || raw.length > f.maxCount) return bad;
      if (new Set(raw).size !== raw.length) return bad;
      if (!raw.every((p) => (carPanels as readonly string[]).includes(p))) return bad;
      return { ok: true, value: raw };
    }
  }
}

/**
 * Checks a form's answers against its description: every issue in field
 * order, and the checked values (unknown keys refused, so a description edit
 * that drops a field cannot be bypassed).
 */
export function checkServiceForm(
  description: Pick<ServiceTypeDescription, 'fields'>,
  values: Record<string, ServiceFormValue>,
  now: Date,
): { issues: FieldIssue[]; values: CheckedValues } {
  const issues: FieldIssue[] = [];
  const checked: CheckedValues = {};
  for (const f of description.fields) {
    const r = checkField(f, values[f.key], now);
    if (!r.ok) issues.push({ field: f.key, problem: r.problem });
    else if (r.value !== undefined) checked[f.key] = r.value;
  }
  for (const key of Object.keys(values)) {
    if (!description.fields.some((f) => f.key === key)) issues.push({ field: key, problem: 'invalid' });
  }
  return { issues, values: checked };
}

/**
 * The answer that prices each panel of a paint form: the car's class. A panel
 * of a mid-size car costs more than one of an economy car, so the class's
 * price is added to every panel, not once (docs/decisions/034).
 */
export const panelClassKey = 'carClass';

/**
 * The price of one panel of a form with a panel diagram, given the car class
 * answered (or `classCode`): the panel's price plus the class's. The price
 * list, the form's quote and the order all read it from here.
 */
export function panelPriceFen(
  description: Pick<ServiceTypeDescription, 'fields'>,
  classCode: string | null | undefined,
): number {
  const panels = description.fields.find((f) => f.kind === 'panels');
  if (panels?.kind !== 'panels') return 0;
  const classes = description.fields.find((f) => f.kind === 'select' && f.key === panelClassKey);
  const extra =
    classes?.kind === 'select' ? (classes.options.find((o) => o.code === classCode)?.priceFen ?? 0) : 0;
  return panels.pricePerPanelFen + extra;
}

/** The price of a form as filled so far (unchecked answers add nothing). */
export function quoteServiceForm(
  description: Pick<ServiceTypeDescription, 'fields' | 'price'>,
  values: Record<string, ServiceFormValue | undefined>,
): ServiceQuote {
  let total = description.price.baseFen;
  const hasPanels = description.fields.some((f) => f.kind === 'panels');
  const classValue = values[panelClassKey];
  const classCode = typeof classValue === 'string' ? classValue : null;
  for (const f of description.fields) {
    const v = values[f.key];
    // The car class of a paint form prices each panel (below), not the job once.
    if (hasPanels && f.key === panelClassKey) continue;
    if (f.kind === 'select') {
      const codes = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
      for (const c of codes) total += f.options.find((o) => o.code === c)?.priceFen ?? 0;
    } else if (f.kind === 'number' && typeof v === 'number' && Number.isFinite(v)) {
      total += Math.max(0, Math.floor(v) - f.freeUnits) * f.pricePerUnitFen;
    } else if (f.kind === 'panels' && Array.isArray(v)) {
      const count = v.filter((p) => (carPanels as readonly string[]).includes(p)).length;
      total += count * panelPriceFen(description, classCode);
    }
  }
  const couponPaysFen = Math.min(total, description.price.couponCoversFen);
  return { totalFen: total, couponPaysFen, payableFen: total - couponPaysFen };
}

/** The field that holds the appointment, if the form has one. */
export function appointmentFieldOf(description: Pick<ServiceTypeDescription, 'fields'>): string | null {
  return description.fields.find((f) => f.kind === 'timeSlot')?.key ?? null;
}

export type { CarPanel };
