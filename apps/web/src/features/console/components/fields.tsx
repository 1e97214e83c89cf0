import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import DatePicker from 'antd-mobile/es/components/date-picker';
import { fieldErrorsOf, isApiError } from '../../../shared/api/api-error.js';
import { chinaWallClock, fromChinaWallClock } from '../../../shared/format/china-date-picker.js';
import { chinaInputOf, instantOfChinaInput } from './china-time.js';
import './console-ui.css';

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
  const [picking, setPicking] = useState(false);
  const typed = (v: string) => {
    setText(v);
    if (withTime) onChange(dayTimeShape.test(v) ? v.replace(' ', 'T') : v);
    else if (v === '' || dayShape.test(v)) onChange(v);
  };
  return (
    <span className="rc-con-date">
      <input
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        maxLength={withTime ? 16 : 10}
        placeholder={placeholder ?? t(withTime ? 'inputs.dateTimePlaceholder' : 'inputs.datePlaceholder')}
        aria-invalid={invalid || (text !== '' && !(withTime ? dayTimeShape : dayShape).test(text))}
        onChange={(e) => typed(e.target.value)}
        data-testid={`field-${name}`}
      />
      <button
        type="button"
        className="rc-con-date__pick"
        aria-label={t(withTime ? 'inputs.pickDateTime' : 'inputs.pickDate')}
        title={t(withTime ? 'inputs.pickDateTime' : 'inputs.pickDate')}
        onClick={() => setPicking(true)}
        data-testid={`pick-${name}`}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Zm2 6h4v4H7v-4Z"
          />
        </svg>
      </button>
      {/* The mobile kit's picker, in the console's language (ConfigProvider) and China's wall clock. */}
      <DatePicker
        visible={picking}
        title={t(withTime ? 'inputs.pickDateTime' : 'inputs.pickDate')}
        precision={withTime ? 'minute' : 'day'}
        value={chinaWallClock(new Date(instantOfChinaInput(text, { dayAlone: true }) ?? Date.now()))}
        onClose={() => setPicking(false)}
        onConfirm={(wall) => typed(chinaInputOf(fromChinaWallClock(wall), withTime))}
      />
    </span>
  );
}
