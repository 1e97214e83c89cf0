import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { MerchantTicket } from '@rc/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { merchantEnUS } from '../i18n/en-US.js';
import { merchantZhCN } from '../i18n/zh-CN.js';
import { TicketCard } from './ticket-card.js';
import { newIdempotencyKey } from '../../../shared/api/idempotency-key.js';
import '../i18n/register.js';

const ticket: MerchantTicket = {
  ticketId: '123456789012',
  couponName: '精致洗车',
  serviceType: '9',
  serviceTypeName: '精致洗车',
  customerName: '陈*',
  customerMobile: '135****3333',
  plateNumber: '苏A5T321',
  state: 'toVerify',
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2026-12-31T00:00:00.000Z',
  quantity: 4,
  usesLeft: 3,
  kind: 'coupon',
  stores: [],
  orderId: null,
};

afterEach(cleanup);

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('merchant ticket card', () => {
  it('shows the holder masked, uses left and the state, in both languages', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    render(<TicketCard ticket={ticket} />);
    expect(screen.getByText('可核销')).toBeTruthy();
    expect(screen.getByText('3 / 4 次')).toBeTruthy();
    expect(screen.getByText('陈* 135****3333')).toBeTruthy();
    cleanup();
    await act(() => i18n.changeLanguage('en-US'));
    render(<TicketCard ticket={ticket} />);
    expect(screen.getByText('3 of 4')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-CN'));
  });

  it('says in words when the customer does not share their details, with the plate masked', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    render(
      <TicketCard ticket={{ ...ticket, customerName: '', customerMobile: '', plateNumber: '苏A***21' }} />,
    );
    expect(screen.getByText('The customer does not share their details with stores')).toBeTruthy();
    expect(screen.getByText('苏A***21')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-CN'));
  });

  it('a ticket not for this store shows only the service: no holder, validity or uses', async () => {
    const foreign: MerchantTicket = {
      ...ticket,
      state: 'notForThisMerchant',
      customerName: '',
      customerMobile: '',
      plateNumber: null,
      validFrom: null,
      validTo: null,
      quantity: 0,
      usesLeft: 0,
    };
    await act(() => i18n.changeLanguage('en-US'));
    render(<TicketCard ticket={foreign} />);
    expect(screen.getByText('Not valid at your store')).toBeTruthy();
    expect(screen.queryByText('Holder')).toBeNull();
    expect(screen.queryByText('0 of 0')).toBeNull();
    expect(screen.queryByText('The customer does not share their details with stores')).toBeNull();
    await act(() => i18n.changeLanguage('zh-CN'));
  });

  it('English has every Chinese key', () => {
    expect(keys(merchantEnUS).sort()).toEqual(keys(merchantZhCN).sort());
  });

  it('makes distinct idempotency keys', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey().length).toBeGreaterThanOrEqual(8);
  });
});
