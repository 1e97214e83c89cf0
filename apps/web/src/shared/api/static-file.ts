import { refUrl } from '@rc/contract';
import { staticFile } from '@rc/contract/refs';
import { yieldToMain } from '../browser/yield-to-main.js';
import { pageGlobals } from '../config/page-globals.js';
import { earlyKey, takeEarlyReply } from './early-replies.js';

/**
 * common/R00010006?url=static/{file} (spec 7: "stylesheets, images as blob").
 * The call needs the page's API key and applicant code like every API call, so
 * an <img> or <link> cannot load it directly: the file is fetched once as a blob
 * and shown through an object URL. This is the one file reply the app reads;
 * it lives beside client.ts, which handles only the JSON envelope.
 */
const blobs = new Map<string, Promise<Blob>>();
const objectUrls = new Map<string, Promise<string>>();

export function staticFileUrl(file: string): string {
  // A theme file an admin replaced has a new address, so no phone keeps the old one (ops/site/theme).
  const version = file.startsWith('theme/') ? pageGlobals().themeVersion : '';
  const v = version ? `&v=${encodeURIComponent(version)}` : '';
  return `${refUrl(staticFile)}?url=${encodeURIComponent(`static/${file}`)}${v}`;
}

/**
 * A file's blob, asked for once. The first ask starts its request in the task after this one: a
 * screen asks for its files in the effects of the task it is shown in, and a request started there
 * is a few milliseconds of a slow phone (more under a trace) in the longest task of a drawn
 * landing's boot (decision 074). Every later ask shares the same load.
 */
function loadBlob(file: string): Promise<Blob> {
  let pending = blobs.get(file);
  if (!pending) {
    pending = yieldToMain().then(() => {
      const globals = pageGlobals();
      const headers: Record<string, string> = {};
      if (globals.apiKey) headers['X-Api-Key'] = globals.apiKey;
      if (globals.applicantCode) headers['X-Applicant-Code'] = globals.applicantCode;
      const url = staticFileUrl(file);
      // Sent already by the page's boot script for the landing screen (early-replies.ts)?
      const early = takeEarlyReply(earlyKey('GET', url, undefined, null));
      return (early ?? fetch(url, { headers, credentials: 'same-origin' })).then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${String(res.status)} for ${file}`);
        return res.blob();
      });
    });
    // a failed load may be retried by the next screen
    pending.catch(() => blobs.delete(file));
    blobs.set(file, pending);
  }
  return pending;
}

/** An image (a sprite sheet) as an object URL, loaded once. */
export function loadStaticFile(file: string): Promise<string> {
  let pending = objectUrls.get(file);
  if (!pending) {
    pending = loadBlob(file).then((blob) => URL.createObjectURL(blob));
    pending.catch(() => objectUrls.delete(file));
    objectUrls.set(file, pending);
  }
  return pending;
}

/** A stylesheet's text (the page's CSP allows inline styles, not blob: stylesheets). */
export function loadStaticText(file: string): Promise<string> {
  return loadBlob(file).then((blob) => blob.text());
}
