import NavBar from 'antd-mobile/es/components/nav-bar';
import type { RouteMeta } from '../../shared/ui/route-meta.js';
import { LanguageSwitch } from '../../shared/ui/language-switch.js';
import { useGoBack } from '../../shared/ui/use-go-back.js';

/** The top bar of every screen: the route's title and a back arrow (history, else the area's home). */
export function PageNavBar({ meta, title }: { meta: RouteMeta; title: string }) {
  const goBack = useGoBack(meta.home);
  // The account screens are where a customer first lands: they carry the language switch.
  const right = meta.path.startsWith('/account/') ? <LanguageSwitch /> : null;
  return (
    <header className="rc-navbar">
      <NavBar backIcon={meta.backArrow} onBack={meta.backArrow ? goBack : undefined} right={right}>
        {title}
      </NavBar>
    </header>
  );
}
