import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiEvents } from '../../shared/api/events.js';
import { showToast } from '../../shared/ui/overlays.js';

const NoticeDialog = lazy(() => import('./notice-dialog.js').then((m) => ({ default: m.NoticeDialog })));

/**
 * Turns the API client's events into UI: toasts, the kept-up notice of status -2
 * (a dialog that stays until the customer closes it) and navigation.
 */
export function ApiEventBridge() {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const [everNoticed, setEverNoticed] = useState(false);

  useEffect(() => {
    const offs = [
      apiEvents.on('toast', ({ text }) => showToast(text)),
      apiEvents.on('notice', ({ text }) => {
        setEverNoticed(true);
        setNotice(text);
      }),
      apiEvents.on('navigate', ({ to, replace }) => void navigate(to, { replace })),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [navigate]);

  if (!everNoticed) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog text={notice} onClose={() => setNotice(null)} />
    </Suspense>
  );
}
