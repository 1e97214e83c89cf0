import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAuthorizedUser, authorizedUsers } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit } from '../../testing/factories.js';

let t: TestApp;
const { call, ok, aCustomer } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the ID number of a person authorised (the one rule of @rc/contract id-card.ts)', () => {
  it.each([
    ['a wrong check character', '110108198801012018'],
    ['an old 15-digit card', '110108880101201'],
    ['a birth date not yet come', '110108209901012011'],
  ])('refuses %s, naming the field, and adds nobody', async (_, idNumber) => {
    const me = await aCustomer({ plates: ['沪B18888'] });
    const reply = await call(addAuthorizedUser, {
      as: me,
      body: { custName: '孙丽', mobile: '13188889999', idNumber, plateNumbers: ['沪B18888'] },
    });
    expect(reply.status).toBe(-5);
    expect(reply.badFields).toEqual(['idNumber']);
    const mine = await ok(authorizedUsers, { as: me });
    expect(mine.granted).toEqual([]);
  });

  it('takes a valid one', async () => {
    const me = await aCustomer({ plates: ['沪B28888'] });
    const reply = await call(addAuthorizedUser, {
      as: me,
      body: {
        custName: '孙丽',
        mobile: '13188889999',
        idNumber: '110108198801012019',
        plateNumbers: ['沪B28888'],
      },
    });
    expect(reply.status, reply.statusText).toBe(0);
  });
});
