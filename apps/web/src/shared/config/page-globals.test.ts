import { afterEach, describe, expect, it } from 'vitest';
import { pageGlobals, resetPageGlobalsForTests } from './page-globals.js';

const valid = {
  apiKey: 'key-1',
  applicantCode: 'APP01',
  mourn: 1,
  demo: true,
  shenceServerUrl: '/sa',
  mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  customerServiceUrl: 'https://cs.example',
  themeVersion: 'v3',
};

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
