import { createRoot, type Root } from 'react-dom/client';
import { afterFirstScreen, whenIdle } from '../browser/after-first-screen.js';
import { removeDrawnAlert } from './drawn-alert.js';

/**
 * Toasts and dialogs, loaded on first use. Use these helpers rather than
 * antd-mobile's Toast.show / Dialog.show directly, for two reasons:
 * - antd-mobile draws them over its Mask, which animates with react-spring;
 *   loading them lazily keeps that library out of the first screen
 *   (`preloadOverlays` warms them once the first screen is up);
 * - antd-mobile 5 renders imperative overlays with React 18's `render`, which
 *   React 19 no longer has; `imperativeRenderReady` installs a createRoot-based
 *   one first (https://mobile.ant.design/guide/v5-for-19).
 */
let renderReady: Promise<void> | null = null;
type OverlayHost = (Element | DocumentFragment) & { __rcRoot?: Root };
/** The containers the imperative overlays drew into whose root is still mounted. */
const overlayHosts = new Set<OverlayHost>();

/** Unmounts a container's root, once, and forgets it (a later render makes a new one). */
function release(host: OverlayHost): void {
  const root = host.__rcRoot;
  if (!root || !overlayHosts.delete(host)) return;
  delete host.__rcRoot;
  root.unmount();
}

export function imperativeRenderReady(): Promise<void> {
  renderReady ??= import('antd-mobile/es/utils/unstable-render').then(({ unstableSetRender }) => {
    unstableSetRender((node, container) => {
      const host = container as OverlayHost;
      host.__rcRoot ??= createRoot(container);
      overlayHosts.add(host);
      host.__rcRoot.render(node);
      return async () => {
        // unmount after the current render pass, as antd-mobile's own guide does
        await new Promise((resolve) => setTimeout(resolve, 0));
        release(host);
      };
    });
  });
  return renderReady;
}

const loadToast = () =>
  imperativeRenderReady()
    .then(() => import('antd-mobile/es/components/toast'))
    .then((m) => m.default);
const loadDialog = () =>
  imperativeRenderReady()
    .then(() => import('antd-mobile/es/components/dialog'))
    .then((m) => m.default);

export function showToast(text: string): void {
  void loadToast().then((Toast) => Toast.show({ content: text }));
}

/**
 * An alert with no button: it stays (spec 4, a login's remindMessage). Once it is up, it takes the
 * place of the copy the server drew (decision 064).
 */
export function showBlockingAlert(text: string): void {
  void loadDialog().then((Dialog) =>
    Dialog.show({ content: text, actions: [], closeOnMaskClick: false, afterShow: removeDrawnAlert }),
  );
}

export async function confirmDialog(options: {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
}): Promise<boolean> {
  const Dialog = await loadDialog();
  return Dialog.confirm(options);
}

/**
 * Unmounts every toast and dialog still on screen, at once. For tests: a toast's
 * own timer would otherwise render after the test's document is gone.
 */
export function unmountOverlays(): void {
  for (const host of [...overlayHosts]) release(host);
}

/** How long after the page's load the overlays' code is warmed (decision 046). */
export const overlaysQuietMs = 3000;

/**
 * Warms the toast's and the dialog's code once the first screen is long over, one
 * idle moment each, so their evaluation never lands among the first screen's tasks.
 * A toast needed sooner loads it at once (showToast).
 */
export function preloadOverlays(): void {
  void afterFirstScreen(overlaysQuietMs)
    .then(() => loadToast())
    .then(() => whenIdle())
    .then(() => loadDialog())
    .catch(() => undefined);
}
