import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveCustomerServiceUrl } from '../../shared/customer-service/customer-service-url.js';
import { openExternal } from '../../shared/browser/external.js';
import { catalogueText } from '../../shared/i18n/catalogue.js';
import { HeadsetIcon } from '../../shared/ui/icons.js';
import { showToast } from '../../shared/ui/overlays.js';
import { dockObstacles, dockTop } from './service-dock.js';

const size = 44;
/** How long the DOM stays unchanged before the button is placed again. */
const dockSettleMs = 150;

/**
 * The free place on the right edge nearest to 38% of the screen's height, away
 * from every control and bar (see service-dock.ts), or null with none.
 */
function freeTop(button: HTMLElement): number | null {
  const width = window.innerWidth;
  const spans = [];
  for (const el of document.querySelectorAll<HTMLElement>(dockObstacles)) {
    if (el === button || button.contains(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.right <= width - size || r.left >= width) continue;
    spans.push({ top: r.top, bottom: r.bottom });
  }
  return dockTop(spans, { top: 0, bottom: window.innerHeight }, Math.round(window.innerHeight * 0.38), size);
}

/**
 * Keeps the button docked where it covers no control: placed again when the
 * screen scrolls, resizes or changes (issue 19, point 8).
 */
function useDock(ref: React.RefObject<HTMLButtonElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  // Not a layout effect: a state set while React commits is a synchronous update, which makes React
  // flush every passive effect and render again inside the commit's task. On a hydrated landing that
  // one task was the boot's longest (issue 23's TBT). The button stays hidden until its first frame.
  useEffect(() => {
    let frame = 0;
    let settling: ReturnType<typeof setTimeout> | undefined;
    const place = () => {
      frame = 0;
      if (ref.current) setTop(freeTop(ref.current));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(place);
    };
    // A screen filling in changes the DOM in bursts (its data, its icons, its lazy parts): the
    // button is placed again once a burst is over, not on every frame of it (decision 046).
    const scheduleAfterChanges = () => {
      clearTimeout(settling);
      settling = setTimeout(schedule, dockSettleMs);
    };
    schedule();
    const observer = new MutationObserver(scheduleAfterChanges);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      clearTimeout(settling);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
  return top;
}

/** The floating human customer-service image (spec 2); the shell hides it on hideService routes. */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const opening = useRef(false);
  const ref = useRef<HTMLButtonElement>(null);
  const top = useDock(ref);

  const open = async () => {
    if (opening.current) return;
    opening.current = true;
    try {
      const url = await resolveCustomerServiceUrl();
      if (url) openExternal(url);
      else showToast(catalogueText('notAvailableYet'));
    } finally {
      opening.current = false;
    }
  };

  return (
    <button
      type="button"
      ref={ref}
      className="rc-service"
      style={top === null ? { visibility: 'hidden' } : { top }}
      aria-label={t('shell.customerService')}
      onClick={() => void open()}
    >
      <HeadsetIcon className="rc-service__icon" />
    </button>
  );
}
