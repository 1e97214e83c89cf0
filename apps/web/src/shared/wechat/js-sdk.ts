import { wechatJsSignature } from '@rc/contract/refs';
import { callEndpoint } from '../api/client.js';
import { isWeChatBrowser } from '../browser/user-agent.js';

/**
 * The WeChat JS-SDK, once for every page that uses it (decision 044): loaded inside
 * WeChat only, configured with the server's signature of the page (auth/R00010074)
 * for every API a page of ours calls, so the share card and the merchant's scanner
 * share one configuration. Failures are silent: the caller falls back (the link and
 * QR code for sharing, the camera for scanning).
 */
export interface WxSdk {
  config(options: Record<string, unknown>): void;
  ready(fn: () => void): void;
  error(fn: (e: unknown) => void): void;
  updateAppMessageShareData(options: Record<string, unknown>): void;
  updateTimelineShareData(options: Record<string, unknown>): void;
  scanQRCode(options: {
    needResult: 0 | 1;
    scanType: string[];
    success: (res: { resultStr?: string }) => void;
    fail?: () => void;
    cancel?: () => void;
  }): void;
}

export interface WeChatSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** Every JS-SDK API the product calls: one signed config serves all of them. */
export const weChatApis = ['updateAppMessageShareData', 'updateTimelineShareData', 'scanQRCode'] as const;

const sdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** Past this the SDK (script, signature, config) counts as unavailable and the caller falls back. */
const giveUpMs = 5000;
let loading: Promise<WxSdk | null> | null = null;

/** The SDK on the page: the one already there, else its script loaded once (a failed load is tried again next time). */
function loadSdk(): Promise<WxSdk | null> {
  const existing = (window as unknown as { wx?: WxSdk }).wx;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onload = () => resolve((window as unknown as { wx?: WxSdk }).wx ?? null);
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(null);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Configures the SDK with a signature of this page: the SDK once ready, or null. */
export async function configureWeChat(signature: WeChatSignature): Promise<WxSdk | null> {
  const wx = await loadSdk();
  if (!wx) return null;
  return new Promise((resolve) => {
    wx.config({ debug: false, ...signature, jsApiList: [...weChatApis] });
    wx.ready(() => resolve(wx));
    wx.error(() => resolve(null));
  });
}

/** The page's URL as WeChat signs it: without the fragment. */
export const signedPageUrl = () => window.location.href.split('#')[0] ?? '';

/** Inside WeChat: the SDK configured for this page; null elsewhere or when any step fails. */
export async function weChatForThisPage(): Promise<WxSdk | null> {
  if (!isWeChatBrowser()) return null;
  const configured = (async () => {
    try {
      const signature = await callEndpoint(wechatJsSignature, {
        query: { url: signedPageUrl() },
        quiet: true,
      });
      return await configureWeChat(signature);
    } catch {
      return null;
    }
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), giveUpMs)));
  try {
    return await Promise.race([configured, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sets the card of "send to a friend" and "moments" (the gift share page). */
export async function applyWeChatShare(
  signature: WeChatSignature,
  card: { title: string; description: string; imageUrl: string; link: string },
): Promise<void> {
  const wx = await configureWeChat(signature);
  if (!wx) return;
  const data = { title: card.title, desc: card.description, link: card.link, imgUrl: card.imageUrl };
  wx.updateAppMessageShareData(data);
  wx.updateTimelineShareData(data);
}
