/**
 * The WeChat share card: inside WeChat, loads the JS-SDK, configures it with
 * the server's signature (auth/R00010074) and sets the card of "send to a
 * friend" and "moments". Outside WeChat nothing happens. Failures are silent:
 * the page still offers the link and QR code.
 */
interface WxSdk {
  config(options: Record<string, unknown>): void;
  ready(fn: () => void): void;
  error(fn: (e: unknown) => void): void;
  updateAppMessageShareData(options: Record<string, unknown>): void;
  updateTimelineShareData(options: Record<string, unknown>): void;
}

const sdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
let loading: Promise<WxSdk | null> | null = null;

function loadSdk(): Promise<WxSdk | null> {
  loading ??= new Promise((resolve) => {
    const existing = (window as unknown as { wx?: WxSdk }).wx;
    if (existing) {
      resolve(existing);
      return;
    }
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onload = () => resolve((window as unknown as { wx?: WxSdk }).wx ?? null);
    script.onerror = () => resolve(null);
    document.head.appendChild(script);
  });
  return loading;
}

export async function applyWeChatShare(
  signature: { appId: string; timestamp: number; nonceStr: string; signature: string },
  card: { title: string; description: string; imageUrl: string; link: string },
): Promise<void> {
  const wx = await loadSdk();
  if (!wx) return;
  wx.config({
    debug: false,
    ...signature,
    jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
  });
  wx.ready(() => {
    const data = { title: card.title, desc: card.description, link: card.link, imgUrl: card.imageUrl };
    wx.updateAppMessageShareData(data);
    wx.updateTimelineShareData(data);
  });
  wx.error(() => undefined);
}
