import { useState, type ReactNode } from 'react';
import { fieldErrorsOf, isApiError } from '../../../shared/api/api-error.js';

/**
 * The fields a `-5` reply named, so the form can mark them (the client shows
 * the reply's text as a toast already). `body.title` and `title` both mark `title`.
 */
export function useFieldErrors() {
  const [fields, setFields] = useState<ReadonlySet<string>>(new Set());
  return {
    has: (name: string) => fields.has(name),
    clear: () => setFields(new Set()),
    fromError: (error: unknown) => {
      if (!isApiError(error) || error.status !== -5) return;
      setFields(new Set(fieldErrorsOf(error.data).map((e) => e.field.split('.').pop() ?? e.field)));
    },
  };
}

interface FieldProps {
  label: string;
  name: string;
  invalid?: boolean;
  hint?: ReactNode;
}

export function TextField({
  label,
  name,
  value,
  onChange,
  invalid,
  hint,
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
