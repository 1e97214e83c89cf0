import { pageGlobals } from '../shared/config/page-globals.js';
import { applyRootFontSize } from '../shared/browser/root-font-size.js';
import { session } from '../shared/session/session-store.js';
import { preloadOverlays } from '../shared/ui/overlays.js';

/**
 * Page-wide effects of spec 2 that belong to the document rather than to a
 * screen. Installed once, before the first render.
 */
export function installDocumentEffects(): void {
  // Root font size = width / 10, capped at 50 px; index.html sets it before paint, this keeps it right.
  applyRootFontSize();
  window.addEventListener('resize', applyRootFontSize);
  window.addEventListener('orientationchange', applyRootFontSize);

  // A page restored from the back/forward cache shows stale state (an old session,
  // a spent hand-off): reload it instead (spec 2).
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });

  // Spec 2: the grayscale mourning filter when the global mourn flag equals 1.
  document.documentElement.classList.toggle('rc-mourn', pageGlobals().mourn === 1);

  applyTheme(session.vipFlag());
  session.subscribe(() => applyTheme(session.vipFlag()));
}

/**
 * Spec 4: "Vip flag 0 uses the ordinary stylesheet and images; otherwise the VIP
 * set." Before any login there is no flag at all: that is an ordinary visitor.
 */
export function themeFor(vipFlag: string | null): 'vip' | 'ordinary' {
  return vipFlag !== null && vipFlag !== '0' ? 'vip' : 'ordinary';
}

/** The browser's own bar follows the theme: the insurer's blue, or the VIP set's near-black. */
const themeColors = { ordinary: '#1a5fd6', vip: '#1c1d23' } as const;

function applyTheme(vipFlag: string | null): void {
  const theme = themeFor(vipFlag);
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[theme]);
}

/** The page is hidden until the first screen has rendered (no white flash, no half-drawn screen). */
let revealed = false;
export function revealPage(): void {
  if (revealed) return;
  revealed = true;
  document.documentElement.classList.add('rc-shown');
  preloadOverlays();
}
