import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { serviceTypeDescriptionSchema, type ServiceFormInit } from '@rc/contract';
import { i18n } from '../i18n/i18n.js';
import { mockFetch, renderWithQuery } from '../../testing/api-mock.js';
import { ServiceForm } from './service-form.js';

/** Designated driving offers "now" while drivers work, as well as later slots (issue 20 point 6). */
const form = serviceTypeDescriptionSchema.parse({
  code: 'designatedDriver',
  serviceType: '6',
  businessType: 'driver',
  family: 'driver',
  route: '/order/replaceDrive',
  title: { 'zh-CN': '预约代驾', 'en-US': 'Book a designated driver' },
  notice: { 'zh-CN': '须知', 'en-US': 'Notice' },
  couponTypes: ['6'],
  price: { baseFen: 0, couponCoversFen: 0 },
  fields: [
    {
      key: 'appointment',
      kind: 'timeSlot',
      required: true,
      label: { 'zh-CN': '出发时间', 'en-US': 'Departure time' },
      minDaysAhead: 0,
      maxDaysAhead: 7,
      slots: [{ from: '10:00', to: '24:00' }],
      allowNow: true,
    },
  ],
});
const init: ServiceFormInit = { form, coupons: [], plateNumbers: [], contactName: '', contactMobile: '' };

mockFetch();
beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the departure time of designated driving', () => {
  it('offers "now" in the evening, and picking it selects it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T13:37:00.000Z')); // 21:37 China time
    renderWithQuery(<ServiceForm init={init} submitting={false} onSubmit={() => undefined} />);
    const now = screen.getByTestId('slot-now');
    expect(now.textContent).toContain('现在出发');
    fireEvent.click(now);
    expect(now.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(/填写有误/)).toBeNull();
  });

  it('does not offer "now" at 3 a.m., outside the hours', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T19:10:00.000Z')); // 03:10 China time
    renderWithQuery(<ServiceForm init={init} submitting={false} onSubmit={() => undefined} />);
    expect(screen.queryByTestId('slot-now')).toBeNull();
  });
});
