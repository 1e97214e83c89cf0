import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { inFlightCount } from '../../shared/api/client.js';
import { apiEvents } from '../../shared/api/events.js';

/** Fast calls must not flash an overlay: it appears only when a call takes longer than this. */
export const loadingOverlayDelayMs = 300;

const subscribe = (onChange: () => void) => apiEvents.on('loading', onChange);

/**
 * Spec 4: "The overlay shows while the in-flight request count is above 0."
 * A light layer that holds taps back and a small dark card with dots; drawn
 * with CSS (antd-mobile's Mask animates with react-spring, which the first
 * screen does not otherwise need).
 */
export function LoadingOverlay({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  // Nothing is in flight in a server render, nor when a server-rendered landing hydrates.
  const busy = useSyncExternalStore(
    subscribe,
    () => inFlightCount() > 0,
    () => false,
  );
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), loadingOverlayDelayMs);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!visible || !enabled) return null;
  return (
    <div className="rc-loading-layer">
      <div className="rc-loading" role="status" aria-live="polite">
        <DotLoading color="white" style={{ fontSize: 28 }} />
        <span className="rc-loading__text">{t('app.loading')}</span>
      </div>
    </div>
  );
}
