import { describe, expect, it } from 'vitest';
import { orderScreenPath } from './order-screens.js';

describe('orderScreenPath (issue 20: one rescue screen)', () => {
  it('opens a rescue on its live progress screen, with the check value', () => {
    expect(orderScreenPath({ id: 'a-1', primaryCheck: 'c/2', serviceType: '1' })).toBe(
      '/rescue/seeschedule?orderPrimaryId=a-1&primaryCheck=c%2F2',
    );
  });
  it('opens any other order on the common detail', () => {
    expect(orderScreenPath({ id: 'a 1', primaryCheck: 'x', serviceType: '9' })).toBe(
      '/order/checkDetail/a%201',
    );
  });
});
