import { useState, type ReactNode } from 'react';
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
