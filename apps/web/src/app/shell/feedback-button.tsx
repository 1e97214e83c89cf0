import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { catalogueText } from '../../shared/i18n/catalogue.js';
import { apiEvents } from '../../shared/api/events.js';
import { clearRecordedFailures, recordedFailures } from '../../shared/api/client.js';
import { session } from '../../shared/session/session-store.js';
import { ReportIcon } from '../../shared/ui/icons.js';
import { showToast } from '../../shared/ui/overlays.js';
import { clampFeedbackPosition, initialFeedbackPosition, type Point } from './feedback-bounds.js';

/** The report code (and its contract schemas) loads on the first tap, not with the first screen. */
const loadReporter = () => import('../../shared/feedback/feedback-report.js');
const loadScreenshot = () => import('../../shared/feedback/screenshot.js');

/** A move shorter than this is a tap, not a drag. */
const dragThreshold = 6;

function screenSize() {
  // A server render (decision 052) has no screen; the button is not shown there anyway.
  if (typeof window === 'undefined') return { width: 375, height: 667 };
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The feedback button (spec 2, 4, 9): raised by failures the API client reports,
 * dragged anywhere within spec 9's bounds (touch or mouse, through pointer
 * events), and tapped to send one report at a time.
 */
export function FeedbackButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [raised, setRaised] = useState<{ message: string; at: number } | null>(null);
  const [pos, setPos] = useState<Point>(() => initialFeedbackPosition(screenSize()));
  const drag = useRef<{ id: number; start: Point; origin: Point; moved: boolean } | null>(null);
  /** Covers the whole tap, from loading the reporter to the reply, and a short calm after it. */
  const busy = useRef<{ until: number; text: 'feedbackInProgress' | 'feedbackSent' }>({
    until: 0,
    text: 'feedbackInProgress',
  });

  useEffect(() => apiEvents.on('raiseFeedback', ({ message }) => setRaised({ message, at: Date.now() })), []);

  useEffect(() => {
    const keepInside = () => setPos((p) => clampFeedbackPosition(p, screenSize()));
    window.addEventListener('resize', keepInside);
    window.addEventListener('orientationchange', keepInside);
    return () => {
      window.removeEventListener('resize', keepInside);
      window.removeEventListener('orientationchange', keepInside);
    };
  }, []);

  if (!raised) return null;

  const send = async () => {
    // One report at a time (spec 4): a tap while one is being prepared or sent is told so,
    // and a tap just after a report went out does not send the same trouble twice.
    if (Date.now() < busy.current.until) {
      showToast(catalogueText(busy.current.text));
      return;
    }
    busy.current = { until: Number.POSITIVE_INFINITY, text: 'feedbackInProgress' };
    let sent = false;
    try {
      sent = await sendOnce();
    } finally {
      busy.current = { until: Date.now() + 3000, text: sent ? 'feedbackSent' : 'feedbackInProgress' };
    }
  };

  const sendOnce = async () => {
    const { buildFeedbackReport, feedbackReporter } = await loadReporter();
    const outcome = await feedbackReporter.report(async () =>
      buildFeedbackReport({
        screenshot: await (await loadScreenshot()).captureScreenshot(),
        screenWidth: window.screen.width || window.innerWidth,
        screenHeight: window.screen.height || window.innerHeight,
        channel: session.channel(),
        errorUrls: recordedFailures(),
        errorMessage: raised.message,
        userAgent: navigator.userAgent,
        errorTime: raised.at,
        pageName: pathname,
      }),
    );
    showToast(outcome.text);
    if (outcome.kind === 'sent') {
      // reported: the next report starts from the next failure
      clearRecordedFailures();
      setRaised(null);
    }
    return outcome.kind === 'sent';
  };

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    drag.current = { id: e.pointerId, start: { x: e.clientX, y: e.clientY }, origin: pos, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.start.x;
    const dy = e.clientY - d.start.y;
    if (!d.moved && Math.hypot(dx, dy) < dragThreshold) return;
    d.moved = true;
    setPos(clampFeedbackPosition({ x: d.origin.x + dx, y: d.origin.y + dy }, screenSize()));
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    if (d && d.id === e.pointerId && !d.moved) void send();
  };

  return (
    <button
      type="button"
      className="rc-feedback"
      style={{ transform: `translate3d(${pos.x}px, ${pos.y}px, 0)` }}
      aria-label={t('shell.feedbackLabel')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          void send();
        }
      }}
    >
      <ReportIcon className="rc-feedback__icon" />
      <span className="rc-feedback__label">{t('shell.feedback')}</span>
    </button>
  );
}
