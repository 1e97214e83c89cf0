import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsCoupon } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useCustomerCoupons, useExtendCoupon, useRevokeCoupon } from '../api/coupons.js';
import { TextField, useFieldErrors } from './fields.js';
import { formatDate } from '../../../shared/format/format.js';
import { QueryState } from './query-state.js';

type Action = { couponId: string; kind: 'revoke' | 'extend' } | null;

function CouponAction({
  coupon,
  kind,
  onDone,
}: {
  coupon: OpsCoupon;
  kind: 'revoke' | 'extend';
  onDone: () => void;
}) {
  const { t } = useTranslation('console');
  const revoke = useRevokeCoupon();
  const extend = useExtendCoupon();
  const errors = useFieldErrors();
  const [reason, setReason] = useState('');
  const [validTo, setValidTo] = useState('');
  const pending = revoke.isPending || extend.isPending;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    errors.clear();
    if (reason.trim().length < 2) return showToast(t('coupons.needReason'));
    const done = {
      onSuccess: () => {
        showToast(t(kind === 'revoke' ? 'coupons.revoked' : 'coupons.extended'));
        onDone();
      },
      onError: errors.fromError,
    };
    if (kind === 'revoke') revoke.mutate({ couponId: coupon.id, reason: reason.trim() }, done);
    else extend.mutate({ couponId: coupon.id, validTo, reason: reason.trim() }, done);
  };
  return (
    <form onSubmit={submit} className="rc-con-inline-form">
      {kind === 'extend' ? (
        <TextField
          label={t('coupons.newValidTo')}
          name="validTo"
          type="date"
          value={validTo}
          onChange={setValidTo}
          invalid={errors.has('validTo')}
        />
      ) : null}
      <TextField
        label={t('coupons.reason')}
        name="reason"
        value={reason}
        onChange={setReason}
        maxLength={500}
        invalid={errors.has('reason')}
        hint={t('coupons.reasonHint')}
      />
      <div className="rc-con-actions">
        <button
          type="submit"
          className={kind === 'revoke' ? 'rc-con-danger' : 'rc-con-primary'}
          disabled={pending}
          data-testid={`coupon-${kind}-confirm`}
        >
          {t(kind === 'revoke' ? 'coupons.confirmRevoke' : 'coupons.confirmExtend')}
        </button>
        <button type="button" className="rc-con-secondary" onClick={onDone}>
          {t('state.cancel')}
        </button>
      </div>
    </form>
  );
}

/** One customer found by mobile or PID, their coupons, and withdraw/extend on each unused one. */
export function CustomerCoupons({ customer }: { customer: string }) {
  const { t } = useTranslation('console');
  const query = useCustomerCoupons(customer);
  const [action, setAction] = useState<Action>(null);
  const day = (iso: string) => formatDate(iso);
  return (
    <QueryState query={query}>
      {(data) => (
        <div data-testid="customer-coupons">
          <p className="rc-con-muted">
            {t('coupons.customerLine', {
              name: data.customer.custName,
              mobile: data.customer.mobile,
              pid: data.customer.pid,
            })}
          </p>
          {data.coupons.length === 0 ? <p className="rc-con-state">{t('coupons.noCoupons')}</p> : null}
          {data.coupons.map((c) => (
            <article key={c.id} className="rc-con-row" data-testid="coupon-row">
              <header>
                <strong>{c.name}</strong>
                <span className={c.state === 'unused' ? 'rc-con-tag' : 'rc-con-tag rc-con-tag--off'}>
                  {t(`coupons.states.${c.state}`)}
                </span>
              </header>
              <p className="rc-con-muted">
                {t('coupons.validity', { from: day(c.validFrom), to: day(c.validTo) })} ·{' '}
                {t('coupons.uses', { used: c.usedCount, total: c.quantity })}
                {c.plateNumber ? ` · ${c.plateNumber}` : ''}
              </p>
              {c.state === 'unused' && action?.couponId !== c.id ? (
                <div className="rc-con-actions">
                  <button
                    type="button"
                    className="rc-con-secondary"
                    onClick={() => setAction({ couponId: c.id, kind: 'extend' })}
                  >
                    {t('coupons.extend')}
                  </button>
                  <button
                    type="button"
                    className="rc-con-danger"
                    onClick={() => setAction({ couponId: c.id, kind: 'revoke' })}
                  >
                    {t('coupons.revoke')}
                  </button>
                </div>
              ) : null}
              {action?.couponId === c.id ? (
                <CouponAction coupon={c} kind={action.kind} onDone={() => setAction(null)} />
              ) : null}
            </article>
          ))}
        </div>
      )}
    </QueryState>
  );
}
