import { and, asc, eq } from 'drizzle-orm';
import {
  addableFieldKinds,
  serviceTypeDescriptionSchema,
  type Locale,
  type OpsFieldPrice,
  type OpsServiceType,
  type ServiceTypeDescription,
} from '@rc/contract';
import { writeAudit, type AuditSummary } from '../../domain/audit.js';
import { serviceTypes } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { fixedFieldKeys } from './field-rules.js';

/**
 * Console: the bookable service types' prices and on/off (docs/decisions/015
 * descriptions). Prices and the enabled flag are edited here, the form itself
 * in `service-type-forms.ts`. Every edit names the version it started from and
 * bumps it, so two operators' edits cannot silently overwrite each other.
 * Customers read `service_types` on every form call, so a change is seen at once.
 */

type Row = typeof serviceTypes.$inferSelect;

export const words = {
  changed: {
    'zh-CN': '该服务已被同事修改，请刷新后重新编辑',
    'en-US': 'A colleague changed this service meanwhile; reload it and edit again',
  },
};

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

export function viewOf(row: Row, locale: Locale): OpsServiceType {
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

export async function listServiceTypes(deps: AppDeps, locale: Locale) {
  const rows = await deps.db
    .select()
    .from(serviceTypes)
    .orderBy(asc(serviceTypes.serviceType), asc(serviceTypes.code));
  return { list: rows.map((r) => viewOf(r, locale)), addableKinds: [...addableFieldKinds] };
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

export async function saveServiceType(
  deps: AppDeps,
  operator: OperatorContext,
  input: {
    code: string;
    version: number;
    baseFen: number;
    couponCoversFen: number;
    fieldPrices: { key: string; option: string; fen: number }[];
    enabled: boolean;
  },
  locale: Locale,
  now = new Date(),
): Promise<OpsServiceType> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(serviceTypes).where(eq(serviceTypes.code, input.code));
    if (!before) throw notFound();
    const d = serviceTypeDescriptionSchema.parse(before.description);
    const next = repriced(d, input);
    if (!next) throw badField('fieldPrices', locale);
    const description = serviceTypeDescriptionSchema.parse({ ...next, enabled: input.enabled });
    const [row] = await tx
      .update(serviceTypes)
      .set({ description, enabled: input.enabled, version: before.version + 1, updatedAt: now })
      .where(and(eq(serviceTypes.code, input.code), eq(serviceTypes.version, input.version)))
      .returning();
    if (!row) throw toast(words.changed);
    const after = viewOf(row, locale);
    const diff = changed(priceSummary(viewOf(before, locale)), priceSummary(after));
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
    return after;
  });
}
