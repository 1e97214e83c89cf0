import { and, eq } from 'drizzle-orm';
import {
  Status,
  addableFieldKinds,
  localize,
  messages,
  serviceTypeDescriptionSchema,
  type BilingualText,
  type Locale,
  type Localized,
  type OpsServiceType,
  type ServiceField,
  type ServiceTypeDescription,
} from '@rc/contract';
import { changedFields, writeAudit, type AuditSummary } from '../../domain/audit.js';
import { serviceTypes } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { isPinned } from './field-rules.js';
import { viewOf, words as priceWords } from './service-types.js';

/**
 * Console: an operator edits a service type's form (docs/decisions/015, "Operators edit the
 * description"): title, notice, each field's words, limits, options and prices, their order,
 * fields added and removed. The result must pass the description schema, and what orders
 * and screens depend on stays: a key keeps its kind for life (stored answers are read by
 * it), pinned fields (`field-rules.ts`) cannot be removed, and only the kinds the generic
 * renderer draws with nothing else may be added.
 */

const formWords = {
  kindFixed: {
    'zh-CN': '「{field}」的类型不能修改（已下的订单按它保存）',
    'en-US': 'The kind of “{field}” cannot change (booked orders are stored by it)',
  },
  pinned: {
    'zh-CN': '「{field}」用于订单或页面，不能删除',
    'en-US': '“{field}” is used by orders or a screen and cannot be removed',
  },
  notAddable: {
    'zh-CN': '不能新增「{field}」这类项目',
    'en-US': 'A field like “{field}” cannot be added',
  },
} satisfies Record<string, Localized>;

/** A `-5` naming the form field (by its own label in the operator's language) at `fields.{index}`. */
function refuseField(text: Localized, index: number, label: string, locale: Locale): BusinessError {
  const message = localize(text, locale, { field: label });
  return new BusinessError(
    Status.badInput,
    { 'zh-CN': message, 'en-US': message },
    { errors: [{ field: `fields.${index}`, message }] },
  );
}

/** The first field the edit may not make, as a refusal; null when the edit keeps what must stay. */
function guardFields(
  before: ServiceTypeDescription,
  fields: readonly ServiceField[],
  locale: Locale,
): BusinessError | null {
  for (const [i, f] of fields.entries()) {
    const old = before.fields.find((o) => o.key === f.key);
    if (old && old.kind !== f.kind) return refuseField(formWords.kindFixed, i, f.label[locale], locale);
    if (!old && !(addableFieldKinds as readonly string[]).includes(f.kind))
      return refuseField(formWords.notAddable, i, f.label[locale], locale);
  }
  for (const [i, old] of before.fields.entries()) {
    if (isPinned(old) && !fields.some((f) => f.key === old.key))
      return refuseField(formWords.pinned, i, old.label[locale], locale);
  }
  return null;
}

/** The schema's refusal of a whole description (a duplicate key, a minimum above its maximum). */
function refuseDescription(
  issue: { path: readonly PropertyKey[] },
  fields: readonly ServiceField[],
  locale: Locale,
): BusinessError {
  const [top, index] = issue.path;
  const f = top === 'fields' && typeof index === 'number' ? fields[index] : undefined;
  if (f) return refuseField(messages.invalidField, index as number, f.label[locale], locale);
  const field = typeof top === 'string' ? top : 'fields';
  const message = localize(messages.invalidField, locale, { field });
  return new BusinessError(
    Status.badInput,
    { 'zh-CN': message, 'en-US': message },
    { errors: [{ field, message }] },
  );
}

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

export async function saveServiceTypeForm(
  deps: AppDeps,
  operator: OperatorContext,
  input: {
    code: string;
    version: number;
    title: BilingualText;
    notice: BilingualText;
    fields: ServiceField[];
  },
  locale: Locale,
  now = new Date(),
): Promise<OpsServiceType> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(serviceTypes).where(eq(serviceTypes.code, input.code));
    if (!before) throw notFound();
    if (before.version !== input.version) throw toast(priceWords.changed);
    const d = serviceTypeDescriptionSchema.parse(before.description);
    const guarded = guardFields(d, input.fields, locale);
    if (guarded) throw guarded;
    const parsed = serviceTypeDescriptionSchema.safeParse({
      ...d,
      title: input.title,
      notice: input.notice,
      fields: input.fields,
    });
    if (!parsed.success)
      throw refuseDescription(parsed.error.issues[0] ?? { path: [] }, input.fields, locale);
    const [row] = await tx
      .update(serviceTypes)
      .set({ description: parsed.data, version: before.version + 1, updatedAt: now })
      .where(and(eq(serviceTypes.code, input.code), eq(serviceTypes.version, input.version)))
      .returning();
    if (!row) throw toast(priceWords.changed);
    const diff = formDiff(d, parsed.data);
    if (Object.keys(diff.after).length > 0) {
      await writeAudit(
        tx,
        operator,
        { action: 'serviceType.form', objectType: 'serviceType', objectId: row.code, ...diff },
        now,
      );
    }
    return viewOf(row, locale);
  });
}
