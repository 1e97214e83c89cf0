import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('partner URLs in the settings (issue 19)', () => {
  it('are what the deployment names', () => {
    const config = loadConfig({
      RC_CUSTOMER_SERVICE_URL: 'https://kefu.insurer.cn/h5',
      RC_AI_ASSESSOR_URL: 'https://assess.insurer.cn/start',
    });
    expect(config.customerServiceUrl).toBe('https://kefu.insurer.cn/h5');
    expect(config.aiAssessorUrl).toBe('https://assess.insurer.cn/start');
  });

  it('take a partner login page for gift links, with the place the claim address goes', () => {
    const login = 'https://app.insurer.cn/login?back={return}';
    expect(loadConfig({ RC_PARTNER_LOGIN_URL: login }).partnerLoginUrl).toBe(login);
    expect(() => loadConfig({ RC_PARTNER_LOGIN_URL: 'https://app.insurer.cn/login' })).toThrow(/\{return\}/);
    expect(() => loadConfig({ RC_PARTNER_LOGIN_URL: 'javascript:alert(1)//{return}' })).toThrow();
  });

  it("are the demo server's own partner pages in demo mode, and none is invented outside it", () => {
    expect(loadConfig({})).toMatchObject({
      customerServiceUrl: '/demo/partner/customer-service',
      aiAssessorUrl: '/demo/partner/ai-assess',
      partnerLoginUrl: '/demo?next={return}',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' })).toMatchObject({
      customerServiceUrl: '',
      aiAssessorUrl: '',
      partnerLoginUrl: '',
    });
  });
});
