import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../shared/ui/overlays.js';
import { VerifyMobile } from '../components/verify-mobile.js';
import '../i18n/register.js';
import '../components/order.css';

/**
 * /order/getcode: confirm a contact number by SMS code (order/R00010041, then
 * order/verifyCode). The proof is kept for this visit under the number, so
 * the order form the customer returns to sends the number as verified.
 */
export function Page() {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  return (
    <div className="rc-order-page">
      <section className="rc-form-card rc-verify-card">
        <h1 className="rc-form-section-title">{t('code.title')}</h1>
        <VerifyMobile
          onVerified={() => {
            showToast(t('code.verified'));
            void navigate(-1);
          }}
        />
      </section>
    </div>
  );
}
