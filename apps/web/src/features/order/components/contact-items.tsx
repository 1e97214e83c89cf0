import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import type { RuleObject } from 'antd-mobile/es/components/form';
import { isMobile, ownMobileValue } from '@rc/contract';
import { FormField } from '../../../shared/forms/form-field.js';
import '../i18n/register.js';

/** A rule that refuses an empty (or blank) value with the order forms' "please fill {field}". */
export function useRequired() {
  const { t } = useTranslation('order');
  return (field: string): RuleObject => ({
    validator: (_, value: unknown) =>
      (typeof value === 'string' ? value.trim() : value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('form.required', { field }))),
  });
}

/**
 * The plate, contact name and contact mobile rows (Form fields `plate`, `contactName`,
 * `mobile`) that the car-wash and the store-service forms share, inside the form's own
 * List (the mobile keeps digits only). The customer's own verified mobile is offered
 * first, masked: choosing it sends `self`, no code asked; another number is typed (and
 * confirmed by the form).
 */
export function ContactItems({ plates, maskedMobile }: { plates: readonly string[]; maskedMobile: string }) {
  const { t } = useTranslation('order');
  const required = useRequired();
  return (
    <>
      <FormField name="plate" label={t('form.plate')} rules={[required(t('form.plate'))]}>
        <PlateChips plates={plates} />
      </FormField>
      <FormField name="contactName" label={t('form.contactName')} rules={[required(t('form.contactName'))]}>
        <Input maxLength={32} aria-label={t('form.contactName')} />
      </FormField>
      <FormField
        name="mobile"
        label={t('form.contactMobile')}
        rules={[
          {
            validator: (_, value: unknown) =>
              value === ownMobileValue || (typeof value === 'string' && isMobile(value.trim()))
                ? Promise.resolve()
                : Promise.reject(new Error(t('form.badMobile'))),
          },
        ]}
      >
        <MobileChoice maskedMobile={maskedMobile} />
      </FormField>
    </>
  );
}

function PlateChips(props: {
  plates: readonly string[];
  value?: string;
  onChange?: (plate: string) => void;
  id?: string;
}) {
  return (
    <div className="rc-plate-chips" id={props.id} role="group">
      {props.plates.map((p) => (
        <button key={p} type="button" aria-pressed={p === props.value} onClick={() => props.onChange?.(p)}>
          {p}
        </button>
      ))}
    </div>
  );
}

/** The customer's own number (sent as `self`) or another, typed: digits only. */
function MobileChoice(props: {
  maskedMobile: string;
  value?: string;
  onChange?: (mobile: string) => void;
  onBlur?: () => void;
  id?: string;
}) {
  const { t } = useTranslation('order');
  const own = props.value === ownMobileValue;
  return (
    <div>
      <Selector
        columns={2}
        value={[own ? ownMobileValue : 'other']}
        onChange={(v) => props.onChange?.(v[0] === ownMobileValue ? ownMobileValue : '')}
        options={[
          { label: t('form.myNumber', { masked: props.maskedMobile }), value: ownMobileValue },
          { label: t('form.otherNumber'), value: 'other' },
        ]}
        data-testid="mobile-choice"
      />
      {own ? null : (
        <Input
          id={props.id}
          value={props.value ?? ''}
          onChange={(v) => props.onChange?.(v.replace(/\D/g, ''))}
          onBlur={props.onBlur}
          type="tel"
          maxLength={11}
          placeholder={t('form.mobileHint', { masked: props.maskedMobile })}
          aria-label={t('form.contactMobile')}
          data-testid="mobile-input"
        />
      )}
    </div>
  );
}
