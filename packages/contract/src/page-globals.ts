import { z } from 'zod';

/**
 * `window.__RC__`: what the server injects into index.html for the browser.
 * Only public values: the API key and applicant code are channel identifiers, not secrets.
 */
export const pageGlobalsSchema = z.object({
  apiKey: z.string(),
  applicantCode: z.string(),
  /** 1 turns on the grayscale mourning filter everywhere (spec 2). */
  mourn: z.union([z.literal(0), z.literal(1)]),
  /** Demo mode: the launcher at /demo is served and the SMS outbox is visible. */
  demo: z.boolean(),
  /** Analytics collection address (Sensors-compatible); empty turns analytics off. */
  shenceServerUrl: z.string(),
  /** Map tile URL template for Leaflet. */
  mapTileUrl: z.string(),
  /** The customer-service image's fallback link when the per-customer call fails. */
  customerServiceUrl: z.string(),
  /**
   * The partner's login page for someone who opens a gift link with no session; `{return}`
   * stands for the claim address (encoded) the partner hands them back to. Empty: none.
   */
  partnerLoginUrl: z.string().optional(),
  /**
   * Changes whenever an admin replaces or restores a theme file; the browser adds
   * it to the theme files' address so phones fetch the new one ('' : all defaults).
   */
  themeVersion: z.string().max(64),
});
export type PageGlobals = z.infer<typeof pageGlobalsSchema>;

/** The placeholder in index.html that the server replaces with the globals script. */
export const pageGlobalsPlaceholder = '<!--rc-page-globals-->';

/**
 * At most this many `<link>`s are put into the page in one task, the rest in the tasks after it:
 * each starts a request, about a millisecond of a phone's main thread (decision 074). The drawn
 * page's after-paint loader (server, http/spa.ts) and the boot script (web, app/boot/inline-boot.ts)
 * both keep to it.
 */
export const preloadLinksPerTask = 4;
