import type { ServiceField, ServiceFieldKind } from '@rc/contract';
import { formatYuanInput } from '../../../shared/format/format.js';

/**
 * One form field as the console's editor holds it: every number and amount as
 * typed, so a half-typed value stays on screen, and turned back into a field
 * (or the names of what is wrong) when the operator is done. The server checks
 * the whole description again (docs/decisions/015); this only catches what can
 * be marked before sending.
 */
export interface FieldDraft {
  key: string;
  labelZh: string;
  labelEn: string;
  hintZh: string;
  hintEn: string;
  required: boolean;
  multiline: boolean;
  multiple: boolean;
  minLength: string;
  maxLength: string;
  minDaysAhead: string;
  maxDaysAhead: string;
  min: string;
  max: string;
  freeUnits: string;
  unitZh: string;
  unitEn: string;
  minCount: string;
  maxCount: string;
  /** Yuan: a number's price per unit or a panel's price. */
  price: string;
}

export interface OptionDraft {
  code: string;
  labelZh: string;
  labelEn: string;
  price: string;
  /** True for an option the stored form already has (its code is kept). */
  stored: boolean;
}

/** The limits each kind has, as [lower, upper] draft names (checked lower ≤ upper). */
export const limitsOf: Partial<Record<ServiceFieldKind, readonly [keyof FieldDraft, keyof FieldDraft]>> = {
  text: ['minLength', 'maxLength'],
  date: ['minDaysAhead', 'maxDaysAhead'],
  timeSlot: ['minDaysAhead', 'maxDaysAhead'],
  number: ['min', 'max'],
  images: ['minCount', 'maxCount'],
  panels: ['minCount', 'maxCount'],
};

/** The most each limit may be (the description schema's bounds). */
const upperBound: Partial<Record<keyof FieldDraft, number>> = {
  minLength: 500,
  maxLength: 500,
  minDaysAhead: 365,
  maxDaysAhead: 365,
  min: 100_000,
  max: 100_000,
  freeUnits: 100_000,
  minCount: 9,
  maxCount: 9,
};

/** Yuan as typed (`150`, `150.5`, `150.50`) to fen; null when it is not an amount. */
export function fenOf(yuan: string): number | null {
  const m = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(yuan);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

function wholeOf(text: string, max: number): number | null {
  if (!/^\s*\d{1,6}\s*$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

const keyPattern = /^[a-z][A-Za-z0-9]{0,31}$/;

/** A new field of an addable kind, blank where the operator must write, with a free key. */
export function blankField(kind: ServiceFieldKind, takenKeys: readonly string[]): ServiceField {
  let n = takenKeys.length + 1;
  while (takenKeys.includes(`field${n}`)) n += 1;
  const base = { key: `field${n}`, label: { 'zh-CN': '', 'en-US': '' }, required: false };
  switch (kind) {
    case 'text':
      return { ...base, kind, minLength: 0, maxLength: 100, multiline: false };
    case 'number':
      return { ...base, kind, min: 0, max: 10, pricePerUnitFen: 0, freeUnits: 0 };
    case 'select':
      return {
        ...base,
        kind,
        multiple: false,
        options: [{ code: 'option1', label: { 'zh-CN': '', 'en-US': '' }, priceFen: 0 }],
      };
    case 'date':
      return { ...base, kind, minDaysAhead: 0, maxDaysAhead: 30 };
    case 'images':
      return { ...base, kind, minCount: 0, maxCount: 3 };
    default:
      // Only the addable kinds are offered (the server refuses the others too).
      return { ...base, kind: 'text', minLength: 0, maxLength: 100, multiline: false };
  }
}

export function draftOf(f: ServiceField): FieldDraft {
  const n = (v: number | undefined) => (v === undefined ? '' : String(v));
  return {
    key: f.key,
    labelZh: f.label['zh-CN'],
    labelEn: f.label['en-US'],
    hintZh: f.hint?.['zh-CN'] ?? '',
    hintEn: f.hint?.['en-US'] ?? '',
    required: f.required,
    multiline: f.kind === 'text' && f.multiline,
    multiple: f.kind === 'select' && f.multiple,
    minLength: n(f.kind === 'text' ? f.minLength : undefined),
    maxLength: n(f.kind === 'text' ? f.maxLength : undefined),
    minDaysAhead: n(f.kind === 'date' || f.kind === 'timeSlot' ? f.minDaysAhead : undefined),
    maxDaysAhead: n(f.kind === 'date' || f.kind === 'timeSlot' ? f.maxDaysAhead : undefined),
    min: n(f.kind === 'number' ? f.min : undefined),
    max: n(f.kind === 'number' ? f.max : undefined),
    freeUnits: n(f.kind === 'number' ? f.freeUnits : undefined),
    unitZh: f.kind === 'number' ? (f.unit?.['zh-CN'] ?? '') : '',
    unitEn: f.kind === 'number' ? (f.unit?.['en-US'] ?? '') : '',
    minCount: n(f.kind === 'images' || f.kind === 'panels' ? f.minCount : undefined),
    maxCount: n(f.kind === 'images' || f.kind === 'panels' ? f.maxCount : undefined),
    price:
      f.kind === 'number'
        ? formatYuanInput(f.pricePerUnitFen)
        : f.kind === 'panels'
          ? formatYuanInput(f.pricePerPanelFen)
          : '',
  };
}

export function optionDraftsOf(f: ServiceField): OptionDraft[] {
  if (f.kind !== 'select') return [];
  return f.options.map((o) => ({
    code: o.code,
    labelZh: o.label['zh-CN'],
    labelEn: o.label['en-US'],
    price: formatYuanInput(o.priceFen),
    stored: true,
  }));
}

const text = (v: string) => v.trim();
const filled = (v: string) => text(v).length > 0 && text(v).length <= 200;

/**
 * The field a draft describes, or the names of what is wrong: draft names, and
 * `option.{i}.{name}` for an option's. `otherKeys` are the form's other fields'.
 */
export function fieldOf(
  original: ServiceField,
  d: FieldDraft,
  options: readonly OptionDraft[],
  otherKeys: readonly string[],
): { field: ServiceField } | { bad: string[] } {
  const bad: string[] = [];
  if (!keyPattern.test(d.key) || otherKeys.includes(d.key)) bad.push('key');
  if (!filled(d.labelZh)) bad.push('labelZh');
  if (!filled(d.labelEn)) bad.push('labelEn');
  const hinted = text(d.hintZh) !== '' || text(d.hintEn) !== '';
  if (hinted && !filled(d.hintZh)) bad.push('hintZh');
  if (hinted && !filled(d.hintEn)) bad.push('hintEn');
  const num = (name: keyof FieldDraft): number => {
    const v = wholeOf(String(d[name]), upperBound[name] ?? 100_000);
    if (v === null) bad.push(name);
    return v ?? 0;
  };
  const price = (): number => {
    const v = fenOf(d.price);
    if (v === null) bad.push('price');
    return v ?? 0;
  };
  const base = {
    key: d.key,
    label: { 'zh-CN': text(d.labelZh), 'en-US': text(d.labelEn) },
    ...(hinted ? { hint: { 'zh-CN': text(d.hintZh), 'en-US': text(d.hintEn) } } : {}),
    required: d.required,
  };
  let field: ServiceField;
  switch (original.kind) {
    case 'text':
      field = {
        ...original,
        ...base,
        minLength: num('minLength'),
        maxLength: num('maxLength'),
        multiline: d.multiline,
      };
      if (field.maxLength < 1) bad.push('maxLength');
      break;
    case 'date':
    case 'timeSlot':
      field = { ...original, ...base, minDaysAhead: num('minDaysAhead'), maxDaysAhead: num('maxDaysAhead') };
      if (original.kind === 'timeSlot' && field.maxDaysAhead > 60) bad.push('maxDaysAhead');
      break;
    case 'number': {
      const unitGiven = text(d.unitZh) !== '' || text(d.unitEn) !== '';
      if (unitGiven && !filled(d.unitZh)) bad.push('unitZh');
      if (unitGiven && !filled(d.unitEn)) bad.push('unitEn');
      const { unit: _unit, ...rest } = original;
      field = {
        ...rest,
        ...base,
        min: num('min'),
        max: num('max'),
        freeUnits: num('freeUnits'),
        pricePerUnitFen: price(),
        ...(unitGiven ? { unit: { 'zh-CN': text(d.unitZh), 'en-US': text(d.unitEn) } } : {}),
      };
      break;
    }
    case 'images':
    case 'panels':
      field =
        original.kind === 'panels'
          ? {
              ...original,
              ...base,
              minCount: num('minCount'),
              maxCount: num('maxCount'),
              pricePerPanelFen: price(),
            }
          : { ...original, ...base, minCount: num('minCount'), maxCount: num('maxCount') };
      if (field.maxCount < 1) bad.push('maxCount');
      break;
    case 'select': {
      const codes = new Set<string>();
      const picked = options.map((o, i) => {
        const code = text(o.code);
        if (!/^[A-Za-z0-9_-]{1,32}$/.test(code) || codes.has(code)) bad.push(`option.${i}.code`);
        codes.add(code);
        if (!filled(o.labelZh)) bad.push(`option.${i}.labelZh`);
        if (!filled(o.labelEn)) bad.push(`option.${i}.labelEn`);
        const fen = fenOf(o.price);
        if (fen === null) bad.push(`option.${i}.price`);
        return { code, label: { 'zh-CN': text(o.labelZh), 'en-US': text(o.labelEn) }, priceFen: fen ?? 0 };
      });
      if (picked.length === 0 || picked.length > 40) bad.push('options');
      field = { ...original, ...base, options: picked, multiple: d.multiple };
      break;
    }
    default:
      field = { ...original, ...base };
  }
  const limits = limitsOf[original.kind];
  if (limits) {
    const [lo, hi] = limits;
    const low = wholeOf(String(d[lo]), upperBound[lo] ?? 100_000);
    const high = wholeOf(String(d[hi]), upperBound[hi] ?? 100_000);
    if (low !== null && high !== null && low > high) bad.push(lo, hi);
  }
  if (!('hint' in base)) delete (field as { hint?: unknown }).hint;
  return bad.length > 0 ? { bad: [...new Set(bad)] } : { field };
}
