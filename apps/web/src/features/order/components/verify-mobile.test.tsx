import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../shared/i18n/i18n.js';
import { jsonBody, mockFetch, ok, renderWithQuery } from '../../../testing/api-mock.js';
import '../i18n/register.js';
import { VerifyMobile } from './verify-mobile.js';

const { answer, callsTo } = mockFetch();

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

const inputOf = (testId: string): HTMLInputElement => {
  const input = screen.getByTestId(testId).querySelector('input');
  if (!input) throw new Error(`no input in ${testId}`);
  return input;
};
const shownCaptcha = () => screen.getByRole('img').getAttribute('src');

describe('the picture captcha of the contact-number check', () => {
  it('shows the server picture, and asks for a new one after a wrong answer and after a send', async () => {
    let issued = 0;
    let sends = 0;
    answer({
      '/order/R00010051': () => {
        issued += 1;
        return ok({
          captchaId: `captcha-${issued}`,
          imageDataUrl: `data:image/png;base64,cGljdHVyZS${issued}`,
          expiresAt: new Date(Date.now() + 120_000).toISOString(),
        });
      },
      '/order/R00010041': () => {
        sends += 1;
        return sends === 1
          ? {
              status: -5,
              statusText: '图形验证码错误或已过期，请重新输入',
              data: { errors: [{ field: 'captchaText', message: '' }] },
            }
          : ok({ sentTo: '139****7701', resendAfterSeconds: 60 });
      },
    });
    renderWithQuery(<VerifyMobile onVerified={() => undefined} />);
    await waitFor(() => expect(shownCaptcha()).toBe('data:image/png;base64,cGljdHVyZS1'));

    fireEvent.change(inputOf('verify-mobile-input'), { target: { value: '13900007701' } });
    fireEvent.change(inputOf('verify-captcha-input'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('verify-send'));
    // The wrong answer spent that picture: a new one is shown and the answer box is empty.
    await waitFor(() => expect(shownCaptcha()).toBe('data:image/png;base64,cGljdHVyZS2'));
    expect(inputOf('verify-captcha-input').value).toBe('');
    expect(jsonBody(callsTo('/order/R00010041')[0]?.[1])).toMatchObject({
      mobile: '13900007701',
      captchaId: 'captcha-1',
      captchaText: '1234',
    });

    fireEvent.change(inputOf('verify-captcha-input'), { target: { value: '5678' } });
    fireEvent.click(screen.getByTestId('verify-send'));
    await screen.findByText(/139\*\*\*\*7701/);
    expect(jsonBody(callsTo('/order/R00010041')[1]?.[1])).toMatchObject({ captchaId: 'captcha-2' });
    // The sent one is spent too: the next send needs the next picture.
    await waitFor(() => expect(shownCaptcha()).toBe('data:image/png;base64,cGljdHVyZS3'));
  });
});
