import type { z } from 'zod';
import { Status, localize, messages, type FieldError, type Locale } from '@rc/contract';
import { BusinessError } from './errors.js';
import { fieldLabels } from './field-labels.js';

function labelOf(path: readonly PropertyKey[], locale: Locale): string {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string') ?? '';
  return fieldLabels[key]?.[locale] ?? key;
}

/**
 * Parses input with a contract schema. A failure is a `-5` whose statusText names
 * the first bad field in the user's language and whose data lists every error.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    // Every string of every schema, once, here: text PostgreSQL cannot keep is bad input, not a fault.
    const unstorable = pathOfUnstorableText(result.data, []);
    if (unstorable) throw fieldError(unstorable, locale);
    return result.data;
  }
  const errors: FieldError[] = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const label = labelOf(issue.path, locale);
    // An empty (or blank, once trimmed) required text is missing, not wrong: "请填写英文标题".
    const missing =
      (issue.code === 'invalid_type' && issue.input === undefined) ||
      issue.message === 'required' ||
      (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1);
    if (issue.code === 'too_big' && issue.origin === 'string') {
      return {
        field,
        message: localize(messages.tooLongField, locale, { field: label, max: String(issue.maximum) }),
      };
    }
    const text = missing ? messages.missingField : messages.invalidField;
    return { field, message: localize(text, locale, { field: label }) };
  });
  const first = errors[0];
  const statusText = first?.message ?? localize(messages.invalidField, locale, { field: 'body' });
  throw new BusinessError(Status.badInput, { 'zh-CN': statusText, 'en-US': statusText }, { errors });
}

function fieldError(path: readonly PropertyKey[], locale: Locale): BusinessError {
  const field = path.map(String).join('.') || 'body';
  const message = localize(messages.invalidField, locale, { field: labelOf(path, locale) || field });
  return new BusinessError(
    Status.badInput,
    { 'zh-CN': message, 'en-US': message },
    { errors: [{ field, message }] },
  );
}

/** U+0000 or a UTF-16 surrogate without its partner. */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const unstorableChar = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can keep this text: text and jsonb refuse U+0000, jsonb refuses
 * the escape of a lone surrogate (and text would keep U+FFFD in its place, silently).
 */
export function isStorableText(value: string): boolean {
  return !unstorableChar.test(value);
}

/** The path of the first string PostgreSQL cannot keep (for a bad key, its object's path), or null. */
export function pathOfUnstorableText(value: unknown, path: PropertyKey[]): PropertyKey[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = pathOfUnstorableText(v, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!isStorableText(k)) return path;
      const found = pathOfUnstorableText(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

/** A `-5` for one field, raised by a handler's own rule (for example a bad ID check digit). */
export function badField(field: string, locale: Locale): BusinessError {
  const message = localize(messages.invalidField, locale, { field: fieldLabels[field]?.[locale] ?? field });
  return new BusinessError(
    Status.badInput,
    { 'zh-CN': message, 'en-US': message },
    { errors: [{ field, message }] },
  );
}
