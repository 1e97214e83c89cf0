import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { ChinaDatePicker } from '../../../shared/format/china-date-picker.js';
import { FormField } from '../../../shared/forms/form-field.js';

/** The appointment time row of a store order form (car wash, store services): an instant, picked in China time. */
export function AppointmentField({ min }: { min: string }) {
  const { t } = useTranslation('order');
  return (
    <FormField name="appointmentAt" label={t('form.appointment')}>
      <InstantPicker min={min} />
    </FormField>
  );
}

/** ChinaDatePicker as a Form.Item's child: the value is an ISO instant. */
function InstantPicker({
  min,
  value,
  onChange,
}: {
  min: string;
  value?: string;
  onChange?: (iso: string) => void;
}) {
  const { t } = useTranslation('order');
  return (
    <ChinaDatePicker
      precision="minute"
      value={value ? new Date(value) : null}
      min={new Date(min)}
      label={t('form.pickTime')}
      placeholder={t('form.pickTime')}
      onChange={(at) => onChange?.(at.toISOString())}
    />
  );
}

/**
 * An order form's submit button, pinned to the bottom (a store order's is off until a
 * coupon can pay); it says "submit" unless given its own label.
 */
export function OrderSubmitBar({
  pending,
  disabled,
  onSubmit,
  label,
}: {
  pending: boolean;
  disabled: boolean;
  onSubmit: () => void;
  label?: string;
}) {
  const { t } = useTranslation('order');
  return (
    <div className="rc-order-fab">
      <Button
        block
        shape="rounded"
        color="primary"
        size="large"
        loading={pending}
        disabled={disabled}
        onClick={onSubmit}
        data-testid="submit-order"
      >
        {label ?? t('form.submit')}
      </Button>
    </div>
  );
}
