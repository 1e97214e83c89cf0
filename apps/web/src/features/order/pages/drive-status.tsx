import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StatusView } from '../../../shared/ui/status-view.js';
import { ComingSoonArt } from '../../../shared/ui/coming-soon-art.js';
import { session } from '../../../shared/session/session-store.js';
import { DriverProgressCard } from '../components/driver-progress-card.js';
import '../i18n/services-register.js';
import '../components/order.css';
import '../components/services.css';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * /order/driveStatus?id=&primaryCheck= (no route guard: it opens from a text
 * message): the driver's progress once signed in, else how to sign in.
 */
export function Page() {
  const { t } = useTranslation('services');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const check = params.get('primaryCheck') ?? '';
  if (!session.token())
    return (
      <StatusView art={<ComingSoonArt />} title={t('drive.statusTitle')} description={t('drive.needLogin')} />
    );
  if (!id || !check)
    return (
      <StatusView art={<ComingSoonArt />} title={t('drive.statusTitle')} description={t('drive.missing')} />
    );
  return (
    <div className="rc-order-page rc-svc">
      <DriverProgressCard orderPrimaryId={id} primaryCheck={check} />
      <Link className="rc-svc-button" to={pathTo('/order/driveDetail', { search: { id } })}>
        {t('drive.follow')}
      </Link>
    </div>
  );
}
