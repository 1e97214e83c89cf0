import { describe, expect, it } from 'vitest';
import { partnerUrlWith } from './partner-url.js';

describe('partnerUrlWith', () => {
  it.each([
    [
      '/demo/partner/customer-service',
      { channel: 'PA_APP' },
      '/demo/partner/customer-service?channel=PA_APP',
    ],
    [
      '/demo/partner/ai-assess?x=1',
      { key: 'p:n', plate: undefined },
      '/demo/partner/ai-assess?x=1&key=p%3An',
    ],
    ['https://kefu.insurer.cn/h5', { channel: 'C1' }, 'https://kefu.insurer.cn/h5?channel=C1'],
    ['https://kefu.insurer.cn/h5#top', {}, 'https://kefu.insurer.cn/h5#top'],
  ])('%s + %j → %s', (configured, params, expected) => {
    expect(partnerUrlWith(configured, params)).toBe(expected);
  });
});
