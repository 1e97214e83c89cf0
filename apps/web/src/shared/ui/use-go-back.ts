import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { session } from '../session/session-store.js';

/** The data router keeps its own position in history.state.idx: 0 is the first screen of the visit. */
export function historyIndex(): number {
  if (typeof window === 'undefined') return 0;
  return (window.history.state as { idx?: number } | null)?.idx ?? 0;
}

/**
 * Back, or to `home` when this page is the first of the visit (opened from a
 * partner app or a text message, there is nothing to go back to).
 */
export function useGoBack(home: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (historyIndex() > 0) void navigate(-1);
    else void navigate(home, { replace: true });
  }, [navigate, home]);
}

interface WeixinBridge {
  call(name: 'closeWindow'): void;
}

/**
 * Where "back" leads from a customer's landing screen (issue 19, point 4): the
 * partner's own place, never the spent hand-off. Inside WeChat the web view
 * closes; elsewhere the partner's page the entry named (`desURL`, http(s)
 * only); null when there is nowhere to go (the back arrow is then not shown).
 */
export function partnerReturn(): (() => void) | null {
  // A server render (decision 052) is never WeChat's: the server sends WeChat today's page.
  const bridge =
    typeof window === 'undefined' ? undefined : (window as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
  if (bridge) return () => bridge.call('closeWindow');
  const desURL = session.enterQuery()?.desURL ?? '';
  if (/^https?:\/\//i.test(desURL)) return () => window.location.replace(desURL);
  return null;
}
