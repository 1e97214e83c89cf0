import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageGlobals, partnerLoginHref, resetPageGlobalsForTests } from './page-globals.js';

const valid = {
  apiKey: 'key-1',
  applicantCode: 'APP01',
  mourn: 1,
  demo: true,
  shenceServerUrl: '/sa',
  mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  customerServiceUrl: 'https://cs.example',
  partnerLoginUrl: '',
  themeVersion: 'v3',
};

beforeEach(() => resetPageGlobalsForTests());
afterEach(() => {
  delete window.__RC__;
  resetPageGlobalsForTests();
});

describe('page globals (window.__RC__)', () => {
  it('reads what the server injected', () => {
    window.__RC__ = valid;
    expect(pageGlobals()).toEqual(valid);
  });

  it('falls back to safe defaults when there are none (vite dev, tests)', () => {
    expect(pageGlobals()).toMatchObject({ apiKey: '', applicantCode: '', mourn: 0, customerServiceUrl: '' });
  });

  it('falls back to safe defaults when they do not match the contract', () => {
    window.__RC__ = { ...valid, mourn: 'yes' };
    expect(pageGlobals().mourn).toBe(0);
  });
});

describe('the partner login of a gift link opened cold (issue 19 point 5)', () => {
  const gift = '/serviceTransfer/claimGiftPackage?code=AB12';

  it('is the demo launcher, handed the claim path, on this server', () => {
    window.__RC__ = { ...valid, partnerLoginUrl: '/demo?next={return}' };
    expect(partnerLoginHref(gift)).toBe(`/demo?next=${encodeURIComponent(gift)}`);
  });

  it("is the partner's page on its own host, handed the claim's absolute address", () => {
    window.__RC__ = { ...valid, partnerLoginUrl: 'https://app.insurer.cn/login?back={return}' };
    const back = `${window.location.origin}${gift}`;
    expect(partnerLoginHref(gift)).toBe(`https://app.insurer.cn/login?back=${encodeURIComponent(back)}`);
  });

  it('is none when the deployment names none, or names one without a return place', () => {
    window.__RC__ = valid;
    expect(partnerLoginHref(gift)).toBeNull();
    resetPageGlobalsForTests();
    window.__RC__ = { ...valid, partnerLoginUrl: 'https://app.insurer.cn/login' };
    expect(partnerLoginHref(gift)).toBeNull();
  });
});
