import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { isApiError } from '../../../shared/api/api-error.js';
import { session } from '../../../shared/session/session-store.js';
import { noteTarget } from '../list-entry.js';
import '../i18n/register.js';
import './order.css';

type Note = { rcNeedCode: string; jumpUrl: string; businessType: string };

/**
 * The intake of an order's text-message link (/order/list?Message=…, /order/intelligentDrive?Message=…):
 * the sid becomes a one-time code for a pass to that order, then the entrance returns to the order's
 * screen (spec 4). A link opens once and lives a day: a refused one stays here with the server's
 * words (already opened, or expired), not a bare "expired" page.
 */
export function LinkIntake({
  sid,
  open,
  opening,
}: {
  sid: string;
  open: (sid: string) => Promise<Note>;
  opening: string;
}) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const started = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open(sid)
      .then((note) => {
        const target = noteTarget(note);
        // Spec 4: the returned rcNeedCode is stored as the token; the entrance turns it into a session.
        session.setToken(note.rcNeedCode);
        session.setNextUrl(target.nextUrl);
        void navigate(target.entrance, { replace: true });
      })
      .catch((e: unknown) =>
        setRefusal(isApiError(e) && e.kind === 'status' && e.statusText ? e.statusText : t('list.linkRetry')),
      );
  }, [sid, open, navigate, t]);
  if (refusal !== null) {
    return (
      <div className="rc-order-page rc-order-page--center" data-testid="link-refused">
        <ErrorBlock status="default" title={t('list.linkFailed')} description={refusal} />
      </div>
    );
  }
  return (
    <div className="rc-order-page rc-order-page--center" aria-live="polite">
      <p>
        <DotLoading color="primary" /> {opening}
      </p>
    </div>
  );
}
