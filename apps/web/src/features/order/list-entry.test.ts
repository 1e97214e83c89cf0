import { describe, expect, it } from 'vitest';
import { noteTarget, orderListEntry } from './list-entry.js';

describe('the /order/list entry (spec 4)', () => {
  it('"With a Message query, post a rescue note"', () => {
    expect(orderListEntry({ Message: 'sid-1' })).toEqual({ kind: 'note', sid: 'sid-1' });
    expect(orderListEntry({ Messages: 'sid-2', sms: '1' })).toEqual({ kind: 'note', sid: 'sid-2' });
  });

  it('"Without a Messages query and channel, but with an SMS flag, redirect to expired."', () => {
    expect(orderListEntry({ sms: '1' })).toEqual({ kind: 'expired' });
    expect(orderListEntry({ sms: '1', channel: 'PA_APP' })).toEqual({ kind: 'lists' });
    expect(orderListEntry({ sms: '0' })).toEqual({ kind: 'lists' });
  });

  it('otherwise shows the lists', () => {
    expect(orderListEntry({})).toEqual({ kind: 'lists' });
  });

  it('goes to the jumpUrl with businessType through the entrance with the code', () => {
    const target = noteTarget({
      rcNeedCode: 'abc',
      jumpUrl: '/order/checkDetail/1',
      businessType: 'carWash',
    });
    expect(target.nextUrl).toBe('/order/checkDetail/1?businessType=carWash');
    expect(target.entrance).toBe('/account/entrance?rcNeedCode=abc&isBackUrl=1');
  });
});
