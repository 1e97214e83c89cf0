import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { issueCoupon } from '../apps/server/src/domain/coupons.js';
import { customers } from '../apps/server/src/db/schema/index.js';
import { browserAvailable } from './support/browser.js';
import { phoneSuite, shots } from './support/phone.js';

const dayMs = 86_400_000;

/** Issue 19, point 5: a gift link opened by a friend with no session. */
describe.skipIf(!browserAvailable)('a gift link works cold', () => {
  const suite = phoneSuite();

  it('the friend sees the gift, logs in through the hand-off, returns to the claim and claims with one tap', async () => {
    const { origin, t } = suite.server;
    const [giver] = await t.database.db.select().from(customers).where(eq(customers.pid, 'PID10000001'));
    if (!giver) throw new Error('no headPage customer');
    const gift = await issueCoupon(
      t.database.db,
      {
        customerId: giver.id,
        serviceType: '9',
        name: '精致洗车',
        nameEn: 'Car wash',
        source: 'policy',
        validFrom: new Date(Date.now() - dayMs),
        validTo: new Date(Date.now() + 90 * dayMs),
        quantity: 1,
        plateNumber: giver.currentPlate || null,
        transferable: true,
      },
      { kind: 'system', id: 'e2e' },
    );

    // The giver's share page: the link, and the code the friend can type.
    const a = await suite.enterAs('headPage');
    await a.goto(`${origin}/serviceTransfer/transferCoupons?couponId=${gift.id}`);
    await a.locator('.rc-pick-item--on').waitFor();
    await a.getByTestId('transfer-give').click();
    await a.waitForURL((u) => u.pathname === '/serviceTransfer/share', { timeout: 15_000 });
    const link = new URL((await a.getByTestId('share-link').textContent()) ?? '');
    const code = (await a.getByTestId('share-code').textContent()) ?? '';
    expect(link.searchParams.get('code')).toBe(code);
    await a.screenshot({ path: `${shots}gift-cold-share-zh.png`, fullPage: true });

    // The friend: a new phone, no session.
    const b = await suite.phone('zh');
    const errors: string[] = [];
    b.on('pageerror', (e) => errors.push(e.message));
    b.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await b.goto(`${origin}${link.pathname}${link.search}`);
    await b.getByTestId('cold-gift').waitFor({ timeout: 15_000 });
    expect(await b.getByTestId('cold-gift-code').textContent()).toBe(code);
    await b.getByTestId('cold-gift').getByText('精致洗车').first().waitFor();
    await b.screenshot({ path: `${shots}gift-cold-open-zh.png` });

    // The log-in step: in the demo the launcher stands for the partner's login.
    await b.getByTestId('cold-gift-login').click();
    await b.waitForURL((u) => u.pathname === '/demo', { timeout: 10_000 });
    await b.getByTestId('launcher-next').waitFor();
    await b.getByTestId('persona-vip').click();
    await b.waitForURL(
      (u) => u.pathname === '/serviceTransfer/claimGiftPackage' && u.searchParams.get('code') === code,
      { timeout: 20_000 },
    );
    // Signed in on the first screen of the visit: the tab bar, with the claim button above it.
    await b.getByTestId('tab-bar').waitFor();
    await b.getByTestId('claim-button').click();
    await b.getByTestId('claim-done').waitFor({ timeout: 10_000 });
    await b.screenshot({ path: `${shots}gift-cold-claimed-zh.png` });
    expect(errors).toEqual([]);
  });
});
