/**
 * Work that may wait until the first screen is long over (decision 046): the
 * page's load event, then `quietMs` more, then an idle moment of the browser.
 * A cheap phone spends its first seconds painting and answering the first taps;
 * warm-ups and SDKs run after that, one idle callback each.
 */
export function afterFirstScreen(quietMs: number): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, quietMs)))
    .then(() => whenIdle());
}

/** The browser's next idle moment (a timer where it has no idle callbacks). */
export function whenIdle(timeoutMs = 5000): Promise<void> {
  return new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1500);
  });
}
