import { useTranslation } from 'react-i18next';
import { chinaDay } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useGrantCoupon } from '../api/coupons.js';
import { useDraftForm } from './draft-form.js';
import { ServiceSelect } from './service-select.js';

const today = () => chinaDay(new Date());

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
  const { draft, set, field, errors, submit } = useDraftForm(
    {
      customer,
      serviceType: '',
      quantity: '1',
      validFrom: today(),
      validTo: '',
      plateNumber: '',
      reason: '',
    },
    (k) => t(`coupons.${k}`),
  );
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const who = draft.customer.trim();
    submit(
      grant.mutate,
      {
        customer: who,
        serviceType: draft.serviceType,
        quantity: Number(draft.quantity),
        validFrom: draft.validFrom,
        validTo: draft.validTo,
        reason: draft.reason.trim(),
        ...(draft.plateNumber.trim() ? { plateNumber: draft.plateNumber.trim() } : {}),
      },
      () => {
        showToast(t('coupons.granted'));
        onGranted(who);
      },
    );
  };
  return (
    <form className="rc-con-card" onSubmit={send}>
      <h2>{t('coupons.grantTitle')}</h2>
      {field('customer', { maxLength: 64 })}
      <ServiceSelect
        value={draft.serviceType}
        onChange={set('serviceType')}
        invalid={errors.has('serviceType')}
      />
      {field('quantity', { type: 'number' })}
      {field('validFrom', { type: 'date' })}
      {field('validTo', { type: 'date' })}
      {field('plateNumber', { maxLength: 16 })}
      {field('reason', { maxLength: 500, hint: t('coupons.reasonHint') })}
      <button type="submit" className="rc-con-primary" disabled={grant.isPending} data-testid="grant-submit">
        {grant.isPending ? t('state.saving') : t('coupons.grant')}
      </button>
    </form>
  );
}
