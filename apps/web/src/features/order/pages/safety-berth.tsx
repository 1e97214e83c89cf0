import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ServiceFormScreen } from '../components/service-form-screen.js';
import '../i18n/services-register.js';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * /order/safetyBerth: guarded parking (order/safeParking/init). The parking right
 * (34) also covers valet parking at a station or airport: the way there, with the
 * coupon the customer came with.
 */
export function Page() {
  const { t } = useTranslation('services');
  const [params] = useSearchParams();
  const couponId = params.get('couponId');
  const valet = pathTo('/order/safeDocking', { search: { couponId: couponId ?? undefined } });
  return (
    <>
      <Link className="rc-svc-alt" to={valet} data-testid="valet-instead">
        {t('valetInstead')}
      </Link>
      <ServiceFormScreen formCode="safetyBerth" />
    </>
  );
}
