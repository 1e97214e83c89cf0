/**
 * The report's screenshot: a data URL whose bytes must really be the image type
 * it names (checked by the file's signature, not trusted from the prefix), and
 * no larger than `maxScreenshotBytes` once decoded (what the contract's
 * `feedbackScreenshotMaxChars` of base64 decodes to).
 */
export const maxScreenshotBytes = 645_000;

const signatures: Record<string, (b: Buffer) => boolean> = {
  png: (b) =>
    b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) =>
    b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

export type ScreenshotCheck = { ok: true; bytes: number } | { ok: false; reason: 'format' | 'type' | 'size' };

export function checkScreenshot(dataUrl: string): ScreenshotCheck {
  const match = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return { ok: false, reason: 'format' };
  const [, type = '', base64 = ''] = match;
  // Decoded size from the length, before decoding anything large.
  const bytes =
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (bytes > maxScreenshotBytes) return { ok: false, reason: 'size' };
  const head = Buffer.from(base64.slice(0, 24), 'base64');
  const isType = signatures[type];
  if (!isType?.(head)) return { ok: false, reason: 'type' };
  return { ok: true, bytes };
}
