import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/overlays.js';
import { useGrantCoupon } from '../api/coupons.js';
import { TextField, useFieldErrors } from './fields.js';
import { ServiceSelect } from './service-select.js';

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Grants one coupon to one customer; after it the customer's list shows it. */
export function GrantForm({
  customer,
  onGranted,
}: {
  customer: string;
  onGranted: (customer: string) => void;
}) {
  const { t } = useTranslation('console');
  const grant = useGrantCoupon();
  const errors = useFieldErrors();
  const [form, setForm] = useState({
    customer,
    serviceType: '',
    quantity: '1',
    validFrom: today(),
    validTo: '',
    plateNumber: '',
    reason: '',
  });
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    grant.mutate(
      {
        customer: form.customer.trim(),
        serviceType: form.serviceType,
        quantity: Number(form.quantity),
        validFrom: form.validFrom,
        validTo: form.validTo,
        reason: form.reason.trim(),
        ...(form.plateNumber.trim() ? { plateNumber: form.plateNumber.trim() } : {}),
      },
      {
        onSuccess: () => {
          showToast(t('coupons.granted'));
          onGranted(form.customer.trim());
        },
        onError: errors.fromError,
      },
    );
  };
  return (
    <form className="rc-con-card" onSubmit={submit}>
      <h2>{t('coupons.grantTitle')}</h2>
      <TextField
        label={t('coupons.customer')}
        name="customer"
        value={form.customer}
        onChange={set('customer')}
        maxLength={64}
        invalid={errors.has('customer')}
      />
      <ServiceSelect
        value={form.serviceType}
        onChange={set('serviceType')}
        invalid={errors.has('serviceType')}
      />
      <TextField
        label={t('coupons.quantity')}
        name="quantity"
        type="number"
        value={form.quantity}
        onChange={set('quantity')}
        invalid={errors.has('quantity')}
      />
      <TextField
        label={t('coupons.validFrom')}
        name="validFrom"
        type="date"
        value={form.validFrom}
        onChange={set('validFrom')}
        invalid={errors.has('validFrom')}
      />
      <TextField
        label={t('coupons.validTo')}
        name="validTo"
        type="date"
        value={form.validTo}
        onChange={set('validTo')}
        invalid={errors.has('validTo')}
      />
      <TextField
        label={t('coupons.plateNumber')}
        name="plateNumber"
        value={form.plateNumber}
        onChange={set('plateNumber')}
        maxLength={16}
        invalid={errors.has('plateNumber')}
      />
      <TextField
        label={t('coupons.reason')}
        name="reason"
        value={form.reason}
        onChange={set('reason')}
        maxLength={500}
        invalid={errors.has('reason')}
        hint={t('coupons.reasonHint')}
      />
      <button type="submit" className="rc-con-primary" disabled={grant.isPending} data-testid="grant-submit">
        {grant.isPending ? t('state.saving') : t('coupons.grant')}
      </button>
    </form>
  );
}
