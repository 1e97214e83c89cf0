import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { apiEvents } from '../api/events.js';
import { session } from '../session/session-store.js';
import { trackEvent, trackLogin, trackPageView } from './track.js';

function signedInPid(): string {
  return session.token() ? (session.userVo()?.pid ?? '') : '';
}

/**
 * Mounted once by the shell: a page view per screen, named by its route pattern
 * (`/active/newdetail/:id`) and never by its URL (entry links carry tokens and
 * mobile numbers), the login event when a customer's session starts, and the
 * order-submit event the API client announces for every encrypted submit.
 */
export function AnalyticsTracker() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { path?: unknown } | undefined;
  const pattern = typeof handle?.path === 'string' ? handle.path : '';
  const pid = useSyncExternalStore(
    (l) => session.subscribe(l),
    signedInPid,
    // Server render and hydration (decision 052): the session is stored on both sides by then.
    signedInPid,
  );

  useEffect(() => {
    if (pid) trackLogin(pid);
  }, [pid]);
  useEffect(() => {
    if (pattern) trackPageView(pattern);
  }, [pattern]);
  useEffect(
    () =>
      apiEvents.on('orderSubmitted', ({ endpoint, orderId, serviceType, formCode }) =>
        trackEvent('orderSubmit', {
          endpoint,
          order_id: orderId,
          service_type: serviceType,
          form_code: formCode,
        }),
      ),
    [],
  );
  return null;
}
