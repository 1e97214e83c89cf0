/**
 * The alert with no button the server draws over the entrance for a remind login (decision 064),
 * outside #root: the browser's own dialog (`showBlockingAlert`) takes its place once it is up, and
 * a page that does not hydrate removes it at once.
 */
export const drawnAlertAttribute = 'data-rc-drawn-alert';

/** Removes the server's copy of the alert, when the page has one. */
export function removeDrawnAlert(): void {
  if (typeof document === 'undefined') return;
  document.querySelector(`[${drawnAlertAttribute}]`)?.remove();
}
