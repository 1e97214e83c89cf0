import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { expiredPath } from '../../../shared/api/client.js';
import { postDriverNote } from '../api/driver-note.js';
import { LinkIntake } from '../components/link-intake.js';
import '../i18n/services-register.js';
import '../components/order.css';

/**
 * /order/intelligentDrive?Message=sid (no route guard): the link of a
 * designated-driver text. The sid becomes a pass to the booking
 * (driverOrder/R00010062), then the entrance returns to the driver's progress.
 */
export function Page() {
  const { t } = useTranslation('services');
  const [params] = useSearchParams();
  const sid = (params.get('Message') ?? params.get('Messages') ?? '').trim();
  const navigate = useNavigate();
  useEffect(() => {
    if (!sid) void navigate(expiredPath, { replace: true });
  }, [sid, navigate]);
  if (!sid) return null;
  return <LinkIntake sid={sid} open={postDriverNote} opening={t('drive.opening')} />;
}
