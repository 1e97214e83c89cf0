import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format/format.js';
import { faultCodes, type FaultCode } from './faults.js';
import '../i18n/register.js';

/**
 * The rescue request's own controls, each a Form.Item's child (value and onChange
 * come from the Form): one choice among chips, a plate typed or chosen, the slots of a
 * later rescue.
 */
export function ChoiceChips<T extends string | boolean>(props: {
  options: readonly { value: T; label: ReactNode; disabled?: boolean; testId?: string }[];
  value?: T;
  onChange?: (value: T) => void;
  id?: string;
  className?: string;
}) {
  return (
    <div id={props.id} className={props.className ?? 'rc-rescue-chips'} role="group">
      {props.options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          className="rc-rescue-chip"
          aria-pressed={props.value === o.value}
          disabled={o.disabled}
          onClick={() => props.onChange?.(o.value)}
          data-testid={o.testId}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** What is wrong with the car, with a hint under each. */
export function FaultChips(props: { value?: FaultCode; onChange?: (code: FaultCode) => void; id?: string }) {
  const { t } = useTranslation('rescue');
  return (
    <ChoiceChips
      id={props.id}
      className="rc-rescue-faults"
      value={props.value}
      onChange={props.onChange}
      options={faultCodes.map((code) => ({
        value: code,
        testId: `rescue-fault-${code}`,
        label: (
          <>
            {t(`fault.${code}`)}
            <small>{t(`faultHint.${code}`)}</small>
          </>
        ),
      }))}
    />
  );
}

/** The plate: chosen among the customer's cars when there are several, else typed (prefilled with the one on file). */
export function PlateInput(props: {
  plates: readonly string[];
  value?: string;
  onChange?: (plate: string) => void;
  id?: string;
}) {
  if (props.plates.length > 1) {
    return (
      <ChoiceChips
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        options={props.plates.map((p) => ({ value: p, label: p }))}
      />
    );
  }
  return (
    <input
      id={props.id}
      className="rc-form-input"
      value={props.value ?? ''}
      maxLength={10}
      onChange={(e) => props.onChange?.(e.target.value)}
    />
  );
}

/** The booking slots of a later rescue (a slot that is full cannot be chosen). */
export function SlotChips(props: {
  slots: readonly { start: string; available: boolean }[];
  value?: string | null;
  onChange?: (start: string) => void;
  id?: string;
}) {
  return (
    <ChoiceChips
      id={props.id}
      className="rc-rescue-chips rc-rescue-slots"
      value={props.value ?? undefined}
      onChange={props.onChange}
      options={props.slots.map((s) => ({
        value: s.start,
        label: formatTime(s.start),
        disabled: !s.available,
      }))}
    />
  );
}
