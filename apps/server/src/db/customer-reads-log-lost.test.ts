import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { MyRightsHome } from '@rc/contract';
import { buildApp } from '../app.js';
import { createTestApp, testApiHeaders, type TestApp } from '../testing/test-app.js';
import { openDatabase, type Database } from './client.js';
import { type Reply } from '../testing/handoff.js';
import { testKit } from '../testing/factories.js';
import { customerReadsOf } from './customer-reads.js';

/**
 * The change log of decision 055 is an UNLOGGED table: after a crash PostgreSQL empties it, and
 * its id sequence (unlogged too) starts again at 1. A process's cache must then still drop what
 * a later write changes, and must not trust an entry whose change may have been lost with the log.
 * A crash is simulated on the test's own database with TRUNCATE (RESTART IDENTITY: the ids
 * start again, as after a crash), while another connection holds a transaction open so that
 * every row stays at or past the reader's xmin (each look reads them again).
 */
describe.runIf(Boolean(process.env.DATABASE_URL))(
  'on PostgreSQL, when the change log is emptied (a crash) (decision 055, 061)',
  () => {
    let t: TestApp;
    let other: { app: Awaited<ReturnType<typeof buildApp>>; database: Database };
    let token: string;
    let customerId: string;
    const { aCustomer, aCoupon } = testKit(() => t);

    beforeAll(async () => {
      t = await createTestApp();
      const database = await openDatabase(t.config);
      const app = await buildApp({ config: t.config, database, logStream: { write: () => undefined } });
      await app.ready();
      other = { app, database };
      // A customer holding rights of four service types: the tests use them up one by one.
      const me = await aCustomer();
      for (const serviceType of ['9', '13', '14', '15']) await aCoupon({ owner: me, serviceType });
      ({ token, id: customerId } = me);
    }, 60_000);
    afterAll(async () => {
      await other.app.close();
      await other.database.close();
      await t.close();
    });

    /** The rights home as process B (the other one) answers it. */
    async function homeOnB(): Promise<string[]> {
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/rcservice/rights/R00010024',
        headers: { ...testApiHeaders, 'accept-language': 'zh-CN', authorization: `Bearer ${token}` },
      });
      return res
        .json<Reply<MyRightsHome>>()
        .data.comRightsBos.filter((i) => i.isHaveThisRight === '1')
        .map((i) => i.serviceType);
    }
    /** Process A's pool uses one of the customer's rights up: a change-log row, no notice. */
    const useUp = (type: string) =>
      t.database.db.execute(
        sql`update coupons set state = 'used' where customer_id = ${customerId} and service_type = ${type}`,
      );
    const crash = (restartIds: boolean) =>
      t.database.db.execute(
        restartIds ? sql`truncate rc_customer_changes restart identity` : sql`truncate rc_customer_changes`,
      );

    it('drops an entry on a write after the log was emptied and its ids started again', async () => {
      const held = await homeOnB();
      expect(held.length).toBeGreaterThan(2);
      const hold = new pg.Client({ connectionString: t.config.databaseUrl });
      await hold.connect();
      try {
        // An open transaction with an xid keeps the cluster's xmin below every row written next.
        await hold.query('begin');
        await hold.query('select pg_current_xact_id()');
        await crash(true);
        await useUp(held[0] ?? '');
        expect(await homeOnB()).not.toContain(held[0]);
        await homeOnB();
        expect(customerReadsOf(other.database.db)?.size ?? 0).toBeGreaterThan(0);
        // The log is emptied again and the next write gets the same id as the one B has applied.
        await crash(true);
        await useUp(held[1] ?? '');
        expect(await homeOnB()).not.toContain(held[1]);
      } finally {
        await hold.query('rollback');
        await hold.end();
      }
    });

    it('does not trust an entry whose change was emptied out of the log before it was read', async () => {
      const held = await homeOnB();
      expect(held.length).toBeGreaterThan(0);
      await homeOnB();
      expect(customerReadsOf(other.database.db)?.size ?? 0).toBeGreaterThan(0);
      // Written and acknowledged, then lost with the log before B looked.
      await useUp(held[0] ?? '');
      await crash(false);
      expect(await homeOnB()).not.toContain(held[0]);
    });
  },
);
