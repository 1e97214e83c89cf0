import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SafeHtml } from './safe-html.js';

afterEach(cleanup);

const own = '/api/rc/news/image/0b0c2f1e-1111-4222-8333-444455556666';

/** The customer screen's second pass over operator HTML keeps only this server's uploaded pictures (decision 053). */
describe('SafeHtml pictures', () => {
  it('keeps a console-uploaded picture with its src and alt only', () => {
    const { container } = render(
      <SafeHtml
        html={`<p>车主须知</p><img src="${own}" alt="拖车" onerror="alert(1)" style="x" title="t">`}
      />,
    );
    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]?.getAttribute('src')).toBe(own);
    expect(imgs[0]?.getAttribute('alt')).toBe('拖车');
    expect(imgs[0]?.hasAttribute('onerror')).toBe(false);
    expect(imgs[0]?.hasAttribute('style')).toBe(false);
  });

  it('drops any other picture', () => {
    for (const src of [
      'https://evil.example/x.png',
      `//evil.example${own}`,
      `${own}?x=1`,
      `${own}/../../x`,
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      '',
    ]) {
      const { container } = render(<SafeHtml html={`<p>正文</p><img src="${src}">`} />);
      expect(container.querySelectorAll('img'), src).toHaveLength(0);
      expect(container.textContent).toBe('正文');
      cleanup();
    }
  });
});
