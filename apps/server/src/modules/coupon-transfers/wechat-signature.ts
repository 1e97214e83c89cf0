import { createHash, randomBytes } from 'node:crypto';

// ---------------------------------------------------------------------------
// WeChat JS-SDK signature (auth/R00010074, auth/R00010084)
// ---------------------------------------------------------------------------

/**
 * The JS-SDK ticket and app id come from RC_WECHAT_JSAPI_TICKET and
 * RC_WECHAT_APP_ID (a deployment fetches the ticket from WeChat and refreshes
 * it every 7200 s outside this app). Without them a fixed demo ticket is used:
 * the signature is well-formed but WeChat will refuse it, which is what a
 * demo outside a registered domain gets anyway.
 */
export const demoJsapiTicket = 'demo-jsapi-ticket-not-valid-in-wechat';
export const demoAppId = 'wx0000000000demo0';

export function jsSdkSignature(
  url: string,
  opts: {
    ticket?: string | undefined;
    appId?: string | undefined;
    nonceStr?: string;
    timestamp?: number;
  } = {},
): { appId: string; timestamp: number; nonceStr: string; signature: string } {
  const ticket = opts.ticket || process.env.RC_WECHAT_JSAPI_TICKET || demoJsapiTicket;
  const appId = opts.appId || process.env.RC_WECHAT_APP_ID || demoAppId;
  const nonceStr = opts.nonceStr ?? randomBytes(8).toString('hex');
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  // WeChat signs the page URL without its fragment.
  const page = url.split('#')[0] ?? url;
  const raw = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`;
  return { appId, timestamp, nonceStr, signature: createHash('sha1').update(raw).digest('hex') };
}
