import {
  Status,
  localize,
  messages,
  type FieldIssue,
  type Locale,
  type Localized,
  type ServiceTypeDescription,
} from '@rc/contract';
import { BusinessError, toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';
import type { FormOrderRefusal } from '../../domain/service-forms.js';

/**
 * The declarative service forms at the HTTP edge (docs/decisions/015): the words of a refused
 * form. Reading a description, the validator and the order it becomes are in domain/service-forms.ts.
 */
export { loadServiceType } from '../../domain/service-forms.js';

const words = {
  couponUsed: {
    'zh-CN': '该券已使用或不在有效期内，请选择其他券',
    'en-US': 'This coupon is used or not valid now, please choose another',
  },
} satisfies Record<string, Localized>;

/** Said when a customer opens or submits a service an operator paused (ops/catalogue/serviceTypes). */
export const servicePausedWords: Localized = {
  'zh-CN': '该服务暂停预约，请稍后再试或选择其他服务',
  'en-US': 'This service is not taking bookings at the moment; please try later or choose another service',
};

/** A `-5` naming the first bad answer by the description's own label in the user's language. */
export function formRefusal(
  description: Pick<ServiceTypeDescription, 'fields'>,
  issues: readonly FieldIssue[],
  locale: Locale,
): BusinessError {
  const errors = issues.map((i) => {
    const field = description.fields.find((f) => f.key === i.field);
    const label = field ? field.label[locale] : i.field;
    const text = i.problem === 'missing' ? messages.missingField : messages.invalidField;
    return { field: `values.${i.field}`, message: localize(text, locale, { field: label }) };
  });
  const first = errors[0]?.message ?? localize(messages.invalidField, locale, { field: 'values' });
  return new BusinessError(Status.badInput, { 'zh-CN': first, 'en-US': first }, { errors });
}

/** A refused form booking as the customer reads it; nothing was kept. */
export function formOrderRefusal(
  description: Pick<ServiceTypeDescription, 'fields'>,
  refusal: FormOrderRefusal,
  locale: Locale,
): Error {
  switch (refusal.reason) {
    case 'answers':
      return formRefusal(description, refusal.issues, locale);
    case 'couponUsed':
      return toast(words.couponUsed);
    case 'couponId':
      return badField('couponId', locale);
  }
}
