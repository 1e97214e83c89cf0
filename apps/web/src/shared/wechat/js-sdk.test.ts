import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyWeChatShare, weChatApis, weChatForThisPage } from './js-sdk.js';

const wx = {
  config: vi.fn(),
  ready: vi.fn((fn: () => void) => fn()),
  error: vi.fn(),
  updateAppMessageShareData: vi.fn(),
  updateTimelineShareData: vi.fn(),
  scanQRCode: vi.fn(),
};

afterEach(() => {
  delete (window as unknown as { wx?: unknown }).wx;
});

describe('the WeChat JS-SDK, one config for every page', () => {
  it('signs the share card with every API the product uses, scanning included, then sets the card', async () => {
    (window as unknown as { wx: unknown }).wx = wx;
    const signature = { appId: 'wx-demo', timestamp: 1, nonceStr: 'n', signature: 's' };
    await applyWeChatShare(signature, {
      title: '送您一张洗车券',
      description: '点开领取',
      imageUrl: 'https://example.test/card.png',
      link: 'https://example.test/gift',
    });
    expect(wx.config).toHaveBeenCalledWith({ debug: false, ...signature, jsApiList: [...weChatApis] });
    expect(weChatApis).toContain('scanQRCode');
    const card = {
      title: '送您一张洗车券',
      desc: '点开领取',
      link: 'https://example.test/gift',
      imgUrl: 'https://example.test/card.png',
    };
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(card);
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith(card);
  });

  it('is nothing outside WeChat', async () => {
    expect(await weChatForThisPage()).toBeNull();
  });
});
