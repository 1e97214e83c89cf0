/**
 * The report's screenshot (spec 3): the page as the customer sees it, taken with
 * `modern-screenshot` (loaded on first use), as a JPEG data URL kept under the
 * server's limit. The feedback button itself is left out. Null when the browser
 * cannot take it: the report goes without one rather than not at all.
 */
import { feedbackScreenshotMaxChars } from '@rc/contract';

/** The server refuses a longer one (decision 045): the contract's bound, not a copy of it. */
const maxDataUrlLength = feedbackScreenshotMaxChars;

/** The report waits at most this long for its screenshot; a slow device sends without one. */
const captureDeadlineMs = 5000;

function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

export async function captureScreenshot(root: HTMLElement = document.body): Promise<string | null> {
  if (!canDraw()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), captureDeadlineMs);
  });
  try {
    return await Promise.race([capture(root), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function capture(root: HTMLElement): Promise<string | null> {
  try {
    const { domToJpeg } = await import('modern-screenshot');
    const shot = (quality: number, scale: number) =>
      domToJpeg(root, {
        quality,
        scale,
        width: window.innerWidth,
        height: window.innerHeight,
        backgroundColor: '#ffffff',
        filter: (node) => !(node instanceof HTMLElement && node.classList.contains('rc-feedback')),
        timeout: 8000,
      });
    let dataUrl = await shot(0.8, Math.min(2, window.devicePixelRatio || 1));
    if (dataUrl.length > maxDataUrlLength) dataUrl = await shot(0.5, 1);
    return dataUrl.length <= maxDataUrlLength && dataUrl.startsWith('data:image/jpeg;base64,')
      ? dataUrl
      : null;
  } catch {
    return null;
  }
}
