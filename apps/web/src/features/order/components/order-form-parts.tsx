import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { ChinaDatePicker } from '../../../shared/format/china-date-picker.js';

/** The appointment time row of a store order form (car wash, store services): an instant, picked in China time. */
export function AppointmentItem({
  value,
  min,
  onChange,
}: {
  value: string;
  min: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('order');
  return (
    <List.Item title={t('form.appointment')}>
      <ChinaDatePicker
        precision="minute"
        value={value ? new Date(value) : null}
        min={new Date(min)}
        label={t('form.pickTime')}
        placeholder={t('form.pickTime')}
        onChange={(at) => onChange(at.toISOString())}
      />
    </List.Item>
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
