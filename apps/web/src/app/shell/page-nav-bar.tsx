import NavBar from 'antd-mobile/es/components/nav-bar';
import type { RouteMeta } from '../../shared/ui/route-meta.js';
import { LanguageSwitch } from '../../shared/ui/language-switch.js';
import { historyIndex, partnerReturn, useGoBack } from '../../shared/ui/use-go-back.js';
import { isLandingScreen } from '../navigation.js';

/** Customer screens: the rest (rescuer, staff, merchant) go to their area's home when nothing is behind them. */
const customerHome = '/mine/persional';

/**
 * The top bar of every screen: the route's title and a back arrow. Back goes
 * back within the visit; on a customer's landing screen, first of the visit, it
 * returns to the partner (WeChat closes, or the entry's desURL), and with nowhere
 * to go the arrow is not shown. Another screen opened first goes home. The spent hand-off is never behind
 * it: the entrance is replaced in history (guard-loader.ts, entrance-loader.ts).
 */
export function PageNavBar({ meta, title }: { meta: RouteMeta; title: string }) {
  const goBack = useGoBack(meta.home);
  // The account screens are where a customer first lands: they carry the language switch.
  const right = meta.path.startsWith('/account/') ? <LanguageSwitch /> : null;
  const landing = meta.home === customerHome && historyIndex() === 0 && isLandingScreen(meta.path);
  const onBack = !meta.backArrow ? undefined : landing ? (partnerReturn() ?? undefined) : goBack;
  return (
    <header className="rc-navbar">
      <NavBar backIcon={Boolean(onBack)} back={onBack ? undefined : null} onBack={onBack} right={right}>
        {title}
      </NavBar>
    </header>
  );
}
