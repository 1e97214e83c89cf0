import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { merchantEnUS } from '../i18n/en-US.js';
import { ScanButton } from './scan-button.js';
import '../i18n/register.js';

const realAgent = navigator.userAgent;

function setAgent(agent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });
}

afterEach(() => {
  cleanup();
  setAgent(realAgent);
  delete (window as unknown as { wx?: unknown }).wx;
});

describe('the merchant scan button', () => {
  it("inside WeChat uses WeChat's scanner and hands over what it read", () => {
    setAgent('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40');
    const scanQRCode = vi.fn((o: { success: (r: { resultStr: string }) => void }) =>
      o.success({ resultStr: ' RCO:RC2026112600000001:abc:def ' }),
    );
    (window as unknown as { wx: unknown }).wx = { scanQRCode };
    const onCode = vi.fn();
    render(<ScanButton onCode={onCode} />);
    fireEvent.click(screen.getByTestId('merchant-scan'));
    expect(scanQRCode).toHaveBeenCalledTimes(1);
    expect(onCode).toHaveBeenCalledWith('RCO:RC2026112600000001:abc:def');
  });

  it('without a camera says so, and typing stays the way', async () => {
    const onCode = vi.fn();
    render(<ScanButton onCode={onCode} />);
    fireEvent.click(screen.getByTestId('merchant-scan'));
    expect((await screen.findByRole('alert')).textContent).toBe(merchantEnUS.scan.noCamera);
    expect(onCode).not.toHaveBeenCalled();
  });
});
