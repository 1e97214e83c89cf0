import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { expiredPath } from '../../../shared/api/client.js';
import { session } from '../../../shared/session/session-store.js';
import { postDriverNote } from '../api/driver-note.js';
import { noteTarget } from '../list-entry.js';
import '../i18n/services-register.js';
import '../components/order.css';

/**
 * /order/intelligentDrive?Message=sid (no route guard): the link of a
 * designated-driver text. The sid becomes a login (driverOrder/R00010062),
 * then the entrance returns to the driver's progress.
 */
export function Page() {
  const { t } = useTranslation('services');
  const [params] = useSearchParams();
  const sid = (params.get('Message') ?? params.get('Messages') ?? '').trim();
  const navigate = useNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(sid === '');
  useEffect(() => {
    if (started.current || !sid) return;
    started.current = true;
    postDriverNote(sid)
      .then((note) => {
        const target = noteTarget(note);
        // Spec 4: the returned rcNeedCode is stored as the token; the entrance turns it into a session.
        session.setToken(note.rcNeedCode);
        session.setNextUrl(target.nextUrl);
        void navigate(target.entrance, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [sid, navigate]);
  useEffect(() => {
    if (failed) void navigate(expiredPath, { replace: true });
  }, [failed, navigate]);
  return (
    <div className="rc-order-page rc-order-page--center" aria-live="polite">
      <p>
        <DotLoading color="primary" /> {t('drive.opening')}
      </p>
    </div>
  );
}
