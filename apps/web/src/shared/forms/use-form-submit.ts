import { useCallback, useRef } from 'react';
import type Form from 'antd-mobile/es/components/form';
import type { FieldData } from 'antd-mobile/es/components/form';
import { Status } from '@rc/contract';
import { fieldErrorsOf, isApiError } from '../api/api-error.js';
import { showToast } from '../ui/overlays.js';

/** The instance `Form.useForm()` gives (the Form's `form` prop takes this one, not antd-mobile's narrower type). */
export type FormInstance = ReturnType<typeof Form.useForm>[0];

/**
 * The part of a react-query mutation a form submits through (`useMutation`'s result fits).
 * Its call must be quiet for -5 (`quiet: [Status.badInput]`): the form shows that refusal itself.
 */
export interface FormMutation<Body, Data> {
  mutate: (
    body: Body,
    callbacks: { onSuccess: (data: Data) => void; onError: (e: unknown) => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
}

/** A request field as a -5 names it (a dotted path: `place.address`, `optionCodes.1`) → the Form.Item that holds it. */
export type ServerFields = Readonly<Record<string, string>>;

export interface FormSubmitOptions<Values, Body, Data> {
  form: FormInstance;
  mutation: FormMutation<Body, Data>;
  /** The request body from the values the rules accepted; null when the form took the tap itself (nothing is sent). */
  toBody: (values: Values) => Body | null;
  /** Which Form.Item shows a refusal of which request field; a field not listed is toasted. */
  fields: ServerFields;
  onSuccess: (data: Data) => void;
}

/** The Form.Item a -5's field belongs to: the field itself, else its closest listed parent (`optionCodes.1` → `optionCodes`). */
export function formFieldOf(serverField: string, fields: ServerFields): string | null {
  const parts = serverField.split('.');
  for (let n = parts.length; n > 0; n--) {
    const name = fields[parts.slice(0, n).join('.')];
    if (name) return name;
  }
  return null;
}

/**
 * Shows a -5 where it belongs: each named field's message on its Form.Item (the first of them
 * scrolled into view), a field the form does not hold as a toast. Other refusals were already
 * said by the API client. Returns whether the error was a -5.
 */
export function showRefusal(form: FormInstance, e: unknown, fields: ServerFields): boolean {
  if (!isApiError(e) || e.kind !== 'status' || e.status !== Status.badInput) return false;
  const byField = new Map<string, string[]>();
  let unplaced: string | null = null;
  for (const err of fieldErrorsOf(e.data)) {
    const name = formFieldOf(err.field, fields);
    const message = err.message || e.statusText;
    if (name) byField.set(name, [...(byField.get(name) ?? []), message]);
    else unplaced ??= message;
  }
  if (byField.size > 0) {
    form.setFields([...byField].map(([name, errors]): FieldData => ({ name, errors })));
    const first = [...byField.keys()][0];
    if (first) scrollToField(first);
  }
  if (unplaced !== null || byField.size === 0) {
    const words = unplaced ?? e.statusText;
    if (words) showToast(words);
  }
  return true;
}

/** Brings a field's row into view (the first refused one, after a submit). */
export function scrollToField(name: string): void {
  const el = typeof document === 'undefined' ? null : document.getElementById(name);
  el?.closest('.adm-form-item')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/**
 * Submits an antd-mobile Form through a mutation: the Form's rules run first (nothing is sent
 * while one fails, and the first failing field is brought into view); one call at a time (a
 * second tap while one is out sends nothing); a -5 reply lands on the named Form.Item. The same
 * values give the same body, so a repeat after an answer that never arrived (-100, a cut
 * connection) carries the API client's kept idempotency key (shared/api/client.ts), and the
 * server answers the first outcome instead of placing a second order.
 *
 * Spread `formProps` on the Form: besides onFinish, a field that has been checked once (on blur,
 * on submit, or refused by the server) is checked again on each edit, so its message follows
 * what is typed and a server's message goes once the field is changed.
 */
export function useFormSubmit<Values, Body, Data>({
  form,
  mutation,
  toBody,
  fields,
  onSuccess,
}: FormSubmitOptions<Values, Body, Data>) {
  const sending = useRef(false);
  const checked = useRef(new Set<string>());

  const onFinish = (values: Values) => {
    if (sending.current || mutation.isPending) return;
    const body = toBody(values);
    if (body === null) return;
    sending.current = true;
    mutation.mutate(body, {
      onSuccess,
      onError: (e) => void showRefusal(form, e, fields),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const onFinishFailed = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    const first = errorFields[0]?.name;
    if (first !== undefined) scrollToField(nameKey(first));
  };

  const onFieldsChange = useCallback((changed: FieldData[]) => {
    for (const f of changed) {
      if (f.validated || (f.errors?.length ?? 0) > 0)
        checked.current.add(nameKey(f.name as readonly (string | number)[]));
    }
  }, []);

  const onValuesChange = useCallback(
    (changed: Record<string, unknown>) => {
      const again = Object.keys(changed).filter((k) => checked.current.has(k));
      if (again.length > 0) void form.validateFields(again).catch(() => undefined);
    },
    [form],
  );

  return {
    /** Whether the call is out: the submit button shows it and takes no tap. */
    submitting: mutation.isPending,
    formProps: { form, onFinish, onFinishFailed, onFieldsChange, onValuesChange },
  };
}

function nameKey(name: readonly (string | number)[] | string): string {
  return Array.isArray(name) ? name.map(String).join('_') : String(name);
}
