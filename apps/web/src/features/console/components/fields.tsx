import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, isApiError } from '../../../shared/api/api-error.js';

/**
 * The fields a `-5` reply named, so the form can mark them (the client shows
 * the reply's text as a toast already). `body.title` and `title` both mark `title`.
 */
export function useFieldErrors() {
  const [fields, setFields] = useState<ReadonlyMap<string, string>>(new Map());
  return {
    has: (name: string) => fields.has(name),
    /** What the reply said is wrong with the field ("请填写英文标题"), shown under it. */
    messageOf: (name: string) => fields.get(name),
    clear: () => setFields(new Map()),
    fromError: (error: unknown) => {
      if (!isApiError(error) || error.status !== -5) return;
      setFields(
        new Map(fieldErrorsOf(error.data).map((e) => [e.field.split('.').pop() ?? e.field, e.message])),
      );
    },
  };
}

interface FieldProps {
  label: string;
  name: string;
  invalid?: boolean;
  hint?: ReactNode;
  /** What is wrong with the value, shown under the field. */
  error?: string | undefined;
}

export function TextField({
  label,
  name,
  value,
  onChange,
  invalid,
  hint,
  error,
  maxLength,
  multiline,
  type = 'text',
  placeholder,
}: FieldProps & {
  value: string;
  onChange: (v: string) => void;
  maxLength?: number;
  multiline?: boolean;
  type?: 'text' | 'date' | 'datetime-local' | 'number' | 'url';
  placeholder?: string;
}) {
  return (
    <label className={invalid ? 'rc-con-field rc-con-field--invalid' : 'rc-con-field'}>
      <span>{label}</span>
      {multiline ? (
        <textarea
          name={name}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`field-${name}`}
        />
      ) : type === 'date' || type === 'datetime-local' ? (
        <WrittenDate
          name={name}
          withTime={type === 'datetime-local'}
          value={value}
          onChange={onChange}
          invalid={invalid}
          placeholder={placeholder}
        />
      ) : (
        <input
          name={name}
          type={type}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`field-${name}`}
        />
      )}
      {error ? (
        <small className="rc-con-error" role="alert" data-testid={`field-error-${name}`}>
          {error}
        </small>
      ) : null}
      {hint ? <small className="rc-con-muted">{hint}</small> : null}
    </label>
  );
}

export function CheckField({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="rc-con-check">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={`field-${name}`}
      />
      <span>{label}</span>
    </label>
  );
}

const dayShape = /^\d{4}-\d{2}-\d{2}$/;
const dayTimeShape = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$/;

/**
 * A date (or date and time) typed as `2026-12-01` (`2026-12-01 09:30`) with the console's own
 * placeholder, instead of the browser's date input, which shows the browser's language and order
 * (mm/dd/yyyy) inside a Chinese console (decision 053). The value stays what the native input gave:
 * `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm`. A date is passed on only when whole (or emptied), so a live
 * filter never asks with half a date; a date and time is passed on as typed and checked on save.
 */
function WrittenDate({
  name,
  withTime,
  value,
  onChange,
  invalid,
  placeholder,
}: {
  name: string;
  withTime: boolean;
  value: string;
  onChange: (v: string) => void;
  invalid?: boolean | undefined;
  placeholder?: string | undefined;
}) {
  const { t } = useTranslation('console');
  const shown = withTime ? value.replace('T', ' ') : value;
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  return (
    <input
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      maxLength={withTime ? 16 : 10}
      placeholder={placeholder ?? t(withTime ? 'inputs.dateTimePlaceholder' : 'inputs.datePlaceholder')}
      aria-invalid={invalid || (text !== '' && !(withTime ? dayTimeShape : dayShape).test(text))}
      onChange={(e) => {
        const v = e.target.value;
        setText(v);
        if (withTime) onChange(dayTimeShape.test(v) ? v.replace(' ', 'T') : v);
        else if (v === '' || dayShape.test(v)) onChange(v);
      }}
      data-testid={`field-${name}`}
    />
  );
}
