import {
  Status,
  localize,
  messages,
  type BilingualText,
  type Locale,
  type Localized,
  type OpsServiceType,
  type ServiceField,
} from '@rc/contract';
import { editServiceTypeForm } from '../../domain/console-service-types.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound, toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { words as priceWords } from './service-types.js';

/**
 * Console: an operator edits a service type's form (docs/decisions/015, "Operators edit the
 * description"): title, notice, each field's words, limits, options and prices, their order,
 * fields added and removed. What must stay is checked in domain/console-service-types.ts;
 * each refusal is worded here, naming the form field in the operator's language.
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
  const saved = await editServiceTypeForm(deps.db, operator, input, locale, now);
  if (saved.ok) return saved.value;
  switch (saved.reason) {
    case 'notFound':
      throw notFound();
    case 'changed':
      throw toast(priceWords.changed);
    case 'fieldRule':
      throw refuseField(formWords[saved.rule], saved.index, saved.label[locale], locale);
    case 'invalid':
      throw refuseDescription({ path: saved.path }, input.fields, locale);
  }
}
