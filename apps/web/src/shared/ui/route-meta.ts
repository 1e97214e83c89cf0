import { useMatches } from 'react-router';
import type { TitleKey } from '../i18n/title-key.js';

/** What a screen may know about its own route (the route table puts it in the route's `handle`). */
export interface RouteMeta {
  path: string;
  titleKey: TitleKey | null;
  hideService: boolean;
  backArrow: boolean;
  /**
   * false: the screen shows its own loading state for its calls (the entrance's
   * branded "entering" card), so the shell's overlay would only cover it twice.
   */
  loadingOverlay: boolean;
  /** Where "home" and a back arrow without history lead. */
  home: string;
}

function isRouteMeta(v: unknown): v is RouteMeta {
  return typeof v === 'object' && v !== null && 'path' in v && 'home' in v;
}

/** The meta of the deepest matched route, or null while a redirect is on its way. */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return null;
}
