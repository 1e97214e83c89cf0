import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvImport } from '../components/csv-import.js';
import { CustomerCoupons } from '../components/customer-coupons.js';
import { GrantForm } from '../components/grant-form.js';
import '../i18n/register.js';
import '../components/console-ui.css';

/** /console/coupons: find a customer's coupons, grant one, withdraw or extend, or grant from a CSV. */
export function Page() {
  const { t } = useTranslation('console');
  const [typed, setTyped] = useState('');
  const [customer, setCustomer] = useState('');
  return (
    <>
      <p className="rc-con-muted">{t('coupons.lead')}</p>
      <section className="rc-con-card">
        <h2>{t('coupons.findTitle')}</h2>
        <form
          className="rc-con-search"
          onSubmit={(e) => {
            e.preventDefault();
            setCustomer(typed.trim());
          }}
        >
          <input
            value={typed}
            maxLength={64}
            placeholder={t('coupons.customer')}
            aria-label={t('coupons.customer')}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="coupon-customer"
          />
          <button type="submit" className="rc-con-primary" disabled={!typed.trim()} data-testid="coupon-find">
            {t('coupons.find')}
          </button>
        </form>
        {customer ? <CustomerCoupons customer={customer} /> : null}
      </section>
      <GrantForm
        key={customer}
        customer={customer}
        onGranted={(c) => {
          setTyped(c);
          setCustomer(c);
        }}
      />
      <CsvImport />
    </>
  );
}
