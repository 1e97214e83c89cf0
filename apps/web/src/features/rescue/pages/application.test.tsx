import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { idempotencyKeyHeader } from '@rc/contract';
import { setSubmitEncryptor } from '../../../shared/api/client.js';
import { sealForSession } from '../../../shared/api/submit-encryptor.js';
import { apiEvents } from '../../../shared/api/events.js';
import { i18n } from '../../../shared/i18n/i18n.js';
import { jsonBody, jsonResponse, mockFetch, ok, renderRoutes, urlOf } from '../../../testing/api-mock.js';
import { Page } from './application.js';

const loadInfo = {
  faultTypes: [],
  coupons: [],
  plateNumbers: ['京A12345'],
  contactName: '张伟',
  contactMobile: '138****1234',
  notice: '',
  freeTowKm: 0,
  prices: [{ code: 'tow', price: 30_000 }],
};
const created = { orderPrimaryId: 'r1', primaryCheck: 'k1', status: 'submitted', jumpUrl: '/rescue/x' };

const { answer, callsTo, fetchMock } = mockFetch();
const submits = () => callsTo('/rescueOrder/R00010070');
/** What a submit sent (the test's encryptor seals nothing: the message is the payload's JSON). */
const sent = (i: number) =>
  JSON.parse(String(jsonBody(submits()[i]?.[1]).message)) as Record<string, unknown>;
const keyOf = (i: number) => (submits()[i]?.[1]?.headers as Record<string, string>)[idempotencyKeyHeader];

function start(submit: () => unknown) {
  answer({
    '/rescueOrder/R00010069': () => ok(loadInfo),
    '/location/switchConfig': () => ok({ promptAddress: false, locateTimeoutSeconds: 1 }),
    '/rescueOrder/R00010070': submit,
  });
  return renderRoutes(
    [
      { path: '/rescue/application', element: <Page /> },
      { path: '/rescue/applicationStatus', element: <p>rescue status</p> },
    ],
    '/rescue/application',
  );
}

const field = (testId: string) => screen.getByTestId(testId);
const tapSubmit = () => fireEvent.click(field('rescue-submit'));
const refused = (fieldName: string, message: string) => () => ({
  status: -5,
  statusText: message,
  data: { errors: [{ field: fieldName, message }] },
});

let toasts: string[] = [];
let stopToasts = () => undefined as void;

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});
beforeEach(() => {
  // No fix on this phone: the customer must type where they are.
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
        fail({
          code: 2,
          message: 'unavailable',
          PERMISSION_DENIED: 1,
          TIMEOUT: 3,
        } as GeolocationPositionError),
    },
  });
  setSubmitEncryptor((payload) => Promise.resolve({ message: JSON.stringify(payload) }));
  toasts = [];
  stopToasts = apiEvents.on('toast', ({ text }) => toasts.push(text));
});
afterEach(() => {
  stopToasts();
  setSubmitEncryptor(sealForSession);
});

describe('/rescue/application on antd-mobile Form', () => {
  it('an empty required field shows its message on that field and sends nothing', async () => {
    start(() => ok(created));
    await screen.findByTestId('rescue-application');
    await screen.findByText('未能获取定位，请手动填写所在位置');
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '  ' } });
    tapSubmit();
    expect(await screen.findByText('请先定位或填写所在位置')).toBeTruthy();
    expect(await screen.findByText('请填写联系人')).toBeTruthy();
    expect(field('rescue-address').getAttribute('aria-invalid')).toBe('true');
    expect(field('rescue-address').closest('.adm-form-item')?.textContent).toContain(
      '请先定位或填写所在位置',
    );
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(submits()).toHaveLength(0);

    // Typing the place clears its message at once (the field was checked, so each edit checks it again).
    fireEvent.change(field('rescue-address'), { target: { value: '北京市朝阳区建国路88号' } });
    await waitFor(() => expect(screen.queryByText('请先定位或填写所在位置')).toBeNull());
  });

  it("a -5 naming a request field shows the server's words on that field, not as a toast", async () => {
    start(refused('contactMobile', '联系电话填写有误'));
    await screen.findByTestId('rescue-application');
    fireEvent.change(field('rescue-address'), { target: { value: '北京市朝阳区建国路88号' } });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13912345678' } });
    tapSubmit();
    const message = await screen.findByText('联系电话填写有误');
    expect(message.closest('.adm-form-item')?.querySelector('input')?.id).toBe('mobile');
    expect(screen.getByLabelText('联系电话').getAttribute('aria-invalid')).toBe('true');
    expect(submits()).toHaveLength(1);
    expect(sent(0)).toMatchObject({
      faultType: 'tow',
      plateNumber: '京A12345',
      contactName: '张伟',
      contactMobile: '13912345678',
      place: { address: '北京市朝阳区建国路88号', lng: 0, lat: 0 },
    });
    expect(toasts).toEqual([]);
  });

  it('a second tap while the call is out sends nothing; a repeat after -100 carries the same idempotency key', async () => {
    start(() => ({ status: -100, statusText: 'busy', data: null }));
    await screen.findByTestId('rescue-application');
    fireEvent.change(field('rescue-address'), { target: { value: '北京市朝阳区建国路88号' } });

    // The server is busy (-100): the outcome never reached the customer.
    tapSubmit();
    await waitFor(() => expect(submits()).toHaveLength(1));
    await waitFor(() => expect(field('rescue-submit').hasAttribute('disabled')).toBe(false));

    // The repeat: its answer held until released, the button tapped twice meanwhile.
    let release: (envelope: unknown) => void = () => undefined;
    const held = new Promise<unknown>((resolve) => (release = resolve));
    const answered = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      urlOf(input).includes('/rescueOrder/R00010070')
        ? held.then(jsonResponse)
        : (answered?.(input, init) ?? Promise.reject(new Error('unanswered'))),
    );
    tapSubmit();
    await waitFor(() => expect(field('rescue-submit').hasAttribute('disabled')).toBe(true));
    tapSubmit();
    release(ok(created));
    await screen.findByText('rescue status');
    expect(submits()).toHaveLength(2);
    expect(keyOf(1)).toBe(keyOf(0));
  });
});
