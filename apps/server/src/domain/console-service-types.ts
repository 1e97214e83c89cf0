import { and, asc, eq } from 'drizzle-orm';
import {
  addableFieldKinds,
  serviceTypeDescriptionSchema,
  type BilingualText,
  type Locale,
  type OpsFieldPrice,
  type OpsServiceType,
  type ServiceField,
  type ServiceTypeDescription,
} from '@rc/contract';
import type { Db } from '../db/client.js';
import { serviceTypes } from '../db/schema/index.js';
import { changedFields, writeAudit, type AuditActor, type AuditSummary } from './audit.js';
import type { Outcome } from './refusals.js';
import { fixedFieldKeys, isPinned } from './service-type-fields.js';

/**
 * Console: the bookable service types' prices, on/off and forms (docs/decisions/015
 * descriptions). Every edit names the version it started from and bumps it, so two
 * operators' edits cannot silently overwrite each other. Customers read `service_types`
 * on every form call, so a change is seen at once. A refusal writes nothing.
 */

type Row = typeof serviceTypes.$inferSelect;

/** Every price a description's fields add, in field order. */
function fieldPricesOf(d: ServiceTypeDescription, locale: Locale): OpsFieldPrice[] {
  const out: OpsFieldPrice[] = [];
  for (const f of d.fields) {
    const label = f.label[locale];
    if (f.kind === 'select') {
      for (const o of f.options) {
        out.push({ key: f.key, option: o.code, label: `${label} · ${o.label[locale]}`, fen: o.priceFen });
      }
    } else if (f.kind === 'number') {
      out.push({ key: f.key, option: '', label, fen: f.pricePerUnitFen });
    } else if (f.kind === 'panels') {
      out.push({ key: f.key, option: '', label, fen: f.pricePerPanelFen });
    }
  }
  return out;
}

export function serviceTypeView(row: Row, locale: Locale): OpsServiceType {
  const d = serviceTypeDescriptionSchema.parse(row.description);
  return {
    code: row.code,
    serviceType: row.serviceType,
    title: d.title[locale],
    route: d.route,
    baseFen: d.price.baseFen,
    couponCoversFen: d.price.couponCoversFen,
    fieldPrices: fieldPricesOf(d, locale),
    enabled: row.enabled && d.enabled,
    description: d,
    fixedFieldKeys: fixedFieldKeys(d),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function serviceTypeList(db: Db, locale: Locale) {
  const rows = await db
    .select()
    .from(serviceTypes)
    .orderBy(asc(serviceTypes.serviceType), asc(serviceTypes.code));
  return { list: rows.map((r) => serviceTypeView(r, locale)), addableKinds: [...addableFieldKinds] };
}

/** A description with new prices; null names the first price that fits no field (`fieldPrices`). */
function repriced(
  d: ServiceTypeDescription,
  input: {
    baseFen: number;
    couponCoversFen: number;
    fieldPrices: { key: string; option: string; fen: number }[];
  },
): ServiceTypeDescription | null {
  const fields = d.fields.map((f) => ({ ...f }));
  for (const p of input.fieldPrices) {
    const i = fields.findIndex((f) => f.key === p.key);
    const f = fields[i];
    if (!f) return null;
    if (f.kind === 'select') {
      if (!f.options.some((o) => o.code === p.option)) return null;
      fields[i] = {
        ...f,
        options: f.options.map((o) => (o.code === p.option ? { ...o, priceFen: p.fen } : o)),
      };
    } else if (f.kind === 'number' && !p.option) {
      fields[i] = { ...f, pricePerUnitFen: p.fen };
    } else if (f.kind === 'panels' && !p.option) {
      fields[i] = { ...f, pricePerPanelFen: p.fen };
    } else {
      return null;
    }
  }
  return { ...d, price: { baseFen: input.baseFen, couponCoversFen: input.couponCoversFen }, fields };
}

/** What the audit line keeps: the prices and the flag, by name. */
function priceSummary(v: OpsServiceType): AuditSummary {
  const out: AuditSummary = { enabled: v.enabled, baseFen: v.baseFen, couponCoversFen: v.couponCoversFen };
  for (const p of v.fieldPrices) out[p.option ? `${p.key}.${p.option}` : p.key] = p.fen;
  return out;
}

function changed(before: AuditSummary, after: AuditSummary) {
  const b: AuditSummary = {};
  const a: AuditSummary = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/** Why new prices were refused: unknown type, a price that fits no field, or a colleague's edit first. */
export type PriceRefusal = 'notFound' | 'fieldPrices' | 'changed';

export async function repriceServiceType(
  db: Db,
  operator: AuditActor,
  input: {
    code: string;
    version: number;
    baseFen: number;
    couponCoversFen: number;
    fieldPrices: { key: string; option: string; fen: number }[];
    enabled: boolean;
  },
  locale: Locale,
  now: Date,
): Promise<Outcome<OpsServiceType, PriceRefusal>> {
  return db.transaction(async (tx): Promise<Outcome<OpsServiceType, PriceRefusal>> => {
    const [before] = await tx.select().from(serviceTypes).where(eq(serviceTypes.code, input.code));
    if (!before) return { ok: false, reason: 'notFound' };
    const d = serviceTypeDescriptionSchema.parse(before.description);
    const next = repriced(d, input);
    if (!next) return { ok: false, reason: 'fieldPrices' };
    const description = serviceTypeDescriptionSchema.parse({ ...next, enabled: input.enabled });
    const [row] = await tx
      .update(serviceTypes)
      .set({ description, enabled: input.enabled, version: before.version + 1, updatedAt: now })
      .where(and(eq(serviceTypes.code, input.code), eq(serviceTypes.version, input.version)))
      .returning();
    if (!row) return { ok: false, reason: 'changed' };
    const after = serviceTypeView(row, locale);
    const diff = changed(priceSummary(serviceTypeView(before, locale)), priceSummary(after));
    if (Object.keys(diff.after).length > 0) {
      await writeAudit(
        tx,
        operator,
        {
          action: 'serviceType.update',
          objectType: 'serviceType',
          objectId: row.code,
          ...diff,
        },
        now,
      );
    }
    return { ok: true, value: after };
  });
}

// ---------------------------------------------------------------------------
// The form (docs/decisions/015, "Operators edit the description"): the result must pass the
// description schema, and what orders and screens depend on stays: a key keeps its kind for
// life (stored answers are read by it), pinned fields (service-type-fields.ts) cannot be
// removed, and only the kinds the generic renderer draws with nothing else may be added.
// ---------------------------------------------------------------------------

/** A field the edit may not make: which rule, at which index, named by which label. */
export interface BrokenFieldRule {
  rule: 'kindFixed' | 'notAddable' | 'pinned';
  index: number;
  label: BilingualText;
}

/** The first field the edit may not make; null when the edit keeps what must stay. */
function brokenFieldRule(
  before: ServiceTypeDescription,
  fields: readonly ServiceField[],
): BrokenFieldRule | null {
  for (const [i, f] of fields.entries()) {
    const old = before.fields.find((o) => o.key === f.key);
    if (old && old.kind !== f.kind) return { rule: 'kindFixed', index: i, label: f.label };
    if (!old && !(addableFieldKinds as readonly string[]).includes(f.kind))
      return { rule: 'notAddable', index: i, label: f.label };
  }
  for (const [i, old] of before.fields.entries()) {
    if (isPinned(old) && !fields.some((f) => f.key === old.key))
      return { rule: 'pinned', index: i, label: old.label };
  }
  return null;
}

export type FormOutcome =
  | { ok: true; value: OpsServiceType }
  | { ok: false; reason: 'notFound' | 'changed' }
  | ({ ok: false; reason: 'fieldRule' } & BrokenFieldRule)
  /** The schema refused the whole description (a duplicate key, a minimum above its maximum): where. */
  | { ok: false; reason: 'invalid'; path: readonly PropertyKey[] };

/** What the audit line keeps: the texts, the order of the fields and each field as saved. */
function formSummary(d: ServiceTypeDescription): AuditSummary {
  const out: AuditSummary = {
    title: d.title,
    notice: d.notice,
    order: d.fields.map((f) => f.key).join(','),
  };
  for (const f of d.fields) out[`field.${f.key}`] = f;
  return out;
}

function formDiff(before: ServiceTypeDescription, after: ServiceTypeDescription) {
  const a = formSummary(after);
  const b = formSummary(before);
  // An added or removed field shows as null on the side it is missing from.
  for (const key of Object.keys(b)) if (!(key in a)) a[key] = null;
  for (const key of Object.keys(a)) if (!(key in b)) b[key] = null;
  return changedFields(b, a);
}

export async function editServiceTypeForm(
  db: Db,
  operator: AuditActor,
  input: {
    code: string;
    version: number;
    title: BilingualText;
    notice: BilingualText;
    fields: ServiceField[];
  },
  locale: Locale,
  now: Date,
): Promise<FormOutcome> {
  return db.transaction(async (tx): Promise<FormOutcome> => {
    const [before] = await tx.select().from(serviceTypes).where(eq(serviceTypes.code, input.code));
    if (!before) return { ok: false, reason: 'notFound' };
    if (before.version !== input.version) return { ok: false, reason: 'changed' };
    const d = serviceTypeDescriptionSchema.parse(before.description);
    const broken = brokenFieldRule(d, input.fields);
    if (broken) return { ok: false, reason: 'fieldRule', ...broken };
    const parsed = serviceTypeDescriptionSchema.safeParse({
      ...d,
      title: input.title,
      notice: input.notice,
      fields: input.fields,
    });
    if (!parsed.success) return { ok: false, reason: 'invalid', path: parsed.error.issues[0]?.path ?? [] };
    const [row] = await tx
      .update(serviceTypes)
      .set({ description: parsed.data, version: before.version + 1, updatedAt: now })
      .where(and(eq(serviceTypes.code, input.code), eq(serviceTypes.version, input.version)))
      .returning();
    if (!row) return { ok: false, reason: 'changed' };
    const diff = formDiff(d, parsed.data);
    if (Object.keys(diff.after).length > 0) {
      await writeAudit(
        tx,
        operator,
        { action: 'serviceType.form', objectType: 'serviceType', objectId: row.code, ...diff },
        now,
      );
    }
    return { ok: true, value: serviceTypeView(row, locale) };
  });
}
