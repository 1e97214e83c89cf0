import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { serviceTypeDescriptionSchema, type ServiceFormInit } from '@rc/contract';
import { i18n } from '../i18n/i18n.js';
import { mockFetch, renderWithQuery } from '../../testing/api-mock.js';
import { givePickersARowHeight, phoneInAnotherZone } from '../../testing/phone-zone.js';
import { ServiceForm } from './service-form.js';

/** A date field is antd-mobile's picker in the app's language, on China's calendar (issue 19 point 8). */
const form = serviceTypeDescriptionSchema.parse({
  code: 'inspection',
  serviceType: '7',
  businessType: 'inspection',
  family: 'car',
  route: '/order/SendforInspection',
  title: { 'zh-CN': '代办年检', 'en-US': 'Inspection run' },
  notice: { 'zh-CN': '须知', 'en-US': 'Notice' },
  couponTypes: ['7'],
  price: { baseFen: 0, couponCoversFen: 0 },
  fields: [
    {
      key: 'day',
      kind: 'date',
      required: true,
      label: { 'zh-CN': '年检日期', 'en-US': 'Inspection day' },
      minDaysAhead: 2,
      maxDaysAhead: 2,
    },
  ],
});
const init: ServiceFormInit = { form, coupons: [], plateNumbers: [], contactName: '', contactMobile: '' };

mockFetch();
phoneInAnotherZone();
beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
  givePickersARowHeight();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a date field of a service form', () => {
  it('is no native input, and the day picked is counted on China time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T16:30:00Z')); // 11-27 00:30 in China, 11-26 08:30 on the phone
    renderWithQuery(<ServiceForm init={init} submitting={false} onSubmit={() => undefined} />);
    expect(document.querySelector('input[type="date"]')).toBeNull();
    const pick = screen.getByRole('button', { name: '年检日期' });
    expect(pick.textContent).toBe('请选择日期');
    fireEvent.click(pick);
    fireEvent.click(await screen.findByText('确定'));
    expect(pick.textContent).toBe('2026-11-29');
  });
});
