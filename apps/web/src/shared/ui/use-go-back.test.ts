import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../session/session-store.js';
import { partnerReturn } from './use-go-back.js';

/** Issue 19, point 4: where back leads from the landing screen. */
describe('partnerReturn', () => {
  afterEach(() => {
    delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('inside WeChat closes the web view', () => {
    const call = vi.fn();
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = { call };
    partnerReturn()?.();
    expect(call).toHaveBeenCalledWith('closeWindow');
  });

  it("elsewhere returns to the partner's page the entry named (desURL)", () => {
    session.setEnterQuery({ channel: 'c1', desURL: 'https://partner.example.com/home' });
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, replace });
    partnerReturn()?.();
    expect(replace).toHaveBeenCalledWith('https://partner.example.com/home');
  });

  it('with nowhere to go (or a desURL that is not a web page) there is no back', () => {
    expect(partnerReturn()).toBeNull();
    session.setEnterQuery({ channel: 'c1', desURL: 'javascript:alert(1)' });
    expect(partnerReturn()).toBeNull();
  });
});
