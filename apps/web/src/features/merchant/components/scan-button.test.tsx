import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { merchantEnUS } from '../i18n/en-US.js';
import { mockFetch, ok, urlOf } from '../../../testing/api-mock.js';
import { ScanButton } from './scan-button.js';
import '../i18n/register.js';

const realAgent = navigator.userAgent;
const { answer, callsTo } = mockFetch();

function setAgent(agent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });
}

/** WeChat's bridge as the JS-SDK leaves it on window: config, then ready (or error). */
const wx = {
  config: vi.fn(),
  ready: vi.fn((fn: () => void) => fn()),
  error: vi.fn(),
  updateAppMessageShareData: vi.fn(),
  updateTimelineShareData: vi.fn(),
  scanQRCode: vi.fn((o: { success: (r: { resultStr: string }) => void }) =>
    o.success({ resultStr: ' RCO:RC2026112600000001:abc:def ' }),
  ),
};
const signature = { appId: 'wx-demo', timestamp: 1764115200, nonceStr: 'n0nce', signature: 'sig' };

beforeEach(() => {
  for (const fn of Object.values(wx)) fn.mockClear();
  (window as unknown as { wx: unknown }).wx = wx;
});
afterEach(() => {
  setAgent(realAgent);
  delete (window as unknown as { wx?: unknown }).wx;
});

describe('the merchant scan button', () => {
  it("inside WeChat signs this page with scanQRCode and uses WeChat's scanner", async () => {
    setAgent('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40');
    answer({ 'auth/R00010074': () => ok(signature) });
    const onCode = vi.fn();
    render(<ScanButton onCode={onCode} />);
    fireEvent.click(screen.getByTestId('merchant-scan'));
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('RCO:RC2026112600000001:abc:def'));
    expect(wx.config).toHaveBeenCalledWith(
      expect.objectContaining({
        ...signature,
        jsApiList: expect.arrayContaining(['scanQRCode', 'updateAppMessageShareData']) as unknown,
      }),
    );
    expect(wx.scanQRCode).toHaveBeenCalledWith(
      expect.objectContaining({ needResult: 1, scanType: ['qrCode'] }),
    );
    // The signature is of this page, without its fragment.
    const [input] = callsTo('auth/R00010074')[0] ?? [''];
    expect(new URL(urlOf(input), 'http://localhost').searchParams.get('url')).toBe(
      window.location.href.split('#')[0],
    );
  });

  it('inside WeChat without a signature falls back to the camera', async () => {
    setAgent('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40');
    answer({ 'auth/R00010074': () => ({ status: -3, statusText: 'no signature', data: null }) });
    render(<ScanButton onCode={vi.fn()} />);
    fireEvent.click(screen.getByTestId('merchant-scan'));
    expect((await screen.findByRole('alert')).textContent).toBe(merchantEnUS.scan.noCamera);
    expect(wx.scanQRCode).not.toHaveBeenCalled();
  });

  it('outside WeChat uses the camera (here: none, so it says so), and typing stays the way', async () => {
    answer({ 'auth/R00010074': () => ok(signature) });
    const onCode = vi.fn();
    render(<ScanButton onCode={onCode} />);
    fireEvent.click(screen.getByTestId('merchant-scan'));
    expect((await screen.findByRole('alert')).textContent).toBe(merchantEnUS.scan.noCamera);
    expect(callsTo('auth/R00010074')).toHaveLength(0);
    expect(wx.scanQRCode).not.toHaveBeenCalled();
    expect(onCode).not.toHaveBeenCalled();
  });
});
