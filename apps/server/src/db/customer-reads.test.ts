import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { CouponDetail, MyRightsHome, OrderSummary } from '@rc/contract';
import { buildApp } from '../app.js';
import { createTestApp, testApiHeaders, type TestApp } from '../testing/test-app.js';
import { openDatabase, type Database } from './client.js';
import { type Reply } from '../testing/handoff.js';
import { testKit, type Factories } from '../testing/factories.js';
import { holdingsOf } from '../domain/rights-holdings.js';
import {
  CustomerReads,
  customerReadsChannel,
  customerReadsOf,
  customerReadsTtlMs,
} from './customer-reads.js';

/** The first row of a raw statement's result (PGlite and node-postgres shape it alike). */
function firstRow(result: unknown): Record<string, unknown> | undefined {
  const rows = (result as { rows: Record<string, unknown>[] }).rows;
  return rows[0];
}

const dayMs = 86_400_000;

/**
 * A customer holding rights of five service types, one of which (11) ends in five days,
 * before the others: the rights home lists them, and the clock passes that end first.
 */
async function aHolder(kit: Pick<Factories, 'aCustomer' | 'aCoupon'>) {
  const me = await kit.aCustomer();
  for (const serviceType of ['9', '13', '14', '15']) await kit.aCoupon({ owner: me, serviceType });
  await kit.aCoupon({ owner: me, serviceType: '11', validUntil: new Date(Date.now() + 5 * dayMs) });
  return me;
}

function readOnce(value: string, until = Infinity) {
  let reads = 0;
  const read = () => {
    reads += 1;
    return Promise.resolve({ value: `${value}${reads}`, until });
  };
  return { read, reads: () => reads };
}

describe('CustomerReads', () => {
  const listening = () => {
    const cache = new CustomerReads();
    cache.ready = true;
    return cache;
  };

  it('reads once, then answers from the entry until its customer changes', async () => {
    const cache = listening();
    const r = readOnce('v');
    expect(await cache.through('c1', 'k', 1000, r.read)).toBe('v1');
    expect(await cache.through('c1', 'k', 1001, r.read)).toBe('v1');
    expect(r.reads()).toBe(1);
    cache.drop('c:other');
    expect(await cache.through('c1', 'k', 1002, r.read)).toBe('v1');
    cache.drop('c:x,c1');
    expect(await cache.through('c1', 'k', 1003, r.read)).toBe('v2');
    cache.drop('*');
    expect(await cache.through('c1', 'k', 1004, r.read)).toBe('v3');
    expect(cache.size).toBe(1);
  });

  it('holds an entry only for [read, until) and within the TTL', async () => {
    const cache = listening();
    const r = readOnce('v', 2000);
    expect(await cache.through('c1', 'k', 1000, r.read)).toBe('v1');
    expect(await cache.through('c1', 'k', 1999, r.read)).toBe('v1');
    // The clock reached `until`: the same rows would read differently.
    expect(await cache.through('c1', 'k', 2000, r.read)).toBe('v2');
    // An instant before the read is read again, and a value already past its until is not kept.
    const s = readOnce('w', 5000);
    await cache.through('c2', 'k', 3000, s.read);
    expect(await cache.through('c2', 'k', 2999, s.read)).toBe('w2');
    const past = readOnce('p', 10);
    await cache.through('c3', 'k', 100, past.read);
    await cache.through('c3', 'k', 101, past.read);
    expect(past.reads()).toBe(2);
    const t = readOnce('t');
    await cache.through('c4', 'k', 0, t.read);
    expect(await cache.through('c4', 'k', customerReadsTtlMs, t.read)).toBe('t2');
  });

  it('does not store a read that a drop overtook, nor anything while not listening', async () => {
    const cache = listening();
    let n = 0;
    const racing = () => {
      n += 1;
      // A change commits while the read is on its way.
      cache.drop('c:c1');
      return Promise.resolve({ value: n, until: Infinity });
    };
    expect(await cache.through('c1', 'k', 1, racing)).toBe(1);
    expect(await cache.through('c1', 'k', 2, racing)).toBe(2);
    const off = new CustomerReads();
    const r = readOnce('v');
    await off.through('c1', 'k', 1, r.read);
    await off.through('c1', 'k', 2, r.read);
    expect(r.reads()).toBe(2);
    expect(off.size).toBe(0);
  });
});

describe('hot reads of a customer through the server', () => {
  let t: TestApp;
  let token: string;
  let customerId: string;
  const kit = testKit(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, id: customerId } = await aHolder(kit));
  });
  afterAll(async () => {
    await t.close();
  });

  async function rows(query: string): Promise<Record<string, string | number | null>[]> {
    const result = await t.database.db.execute(sql.raw(query));
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string | number | null
    >[];
  }
  async function get<T>(url: string): Promise<Reply<T>> {
    const res = await t.call({ method: 'GET', url: `/api/rcservice/${url}`, token });
    return res.json<Reply<T>>();
  }
  const cached = () => customerReadsOf(t.database.db)?.size ?? 0;

  it('shows a coupon changed by hand at once on the rights home', async () => {
    const before = await get<MyRightsHome>('rights/R00010024');
    const held = before.data.comRightsBos.find((i) => i.isHaveThisRight === '1');
    expect(held).toBeDefined();
    await get<MyRightsHome>('rights/R00010024');
    // Cached on both databases (on PostgreSQL since decision 055).
    expect(cached()).toBeGreaterThan(0);
    // Outside the server's code: only the trigger tells it (a notice on PGlite, the change
    // log on PostgreSQL, whose pool this statement goes through).
    await rows(
      `update coupons set state = 'used' where customer_id = '${customerId}' and service_type = '${held?.serviceType ?? ''}'`,
    );
    const after = await get<MyRightsHome>('rights/R00010024');
    const same = after.data.comRightsBos.find((i) => i.serviceType === held?.serviceType);
    expect(same?.isHaveThisRight ?? '0').toBe('0');
  });

  it('shows an order moved by hand at once in ongoing orders', async () => {
    const list = async () =>
      (
        await get<{ orderOnGoing: OrderSummary[]; onTotal: number }>(
          'order/R00010014?onPagenum=1&onPagesize=10',
        )
      ).data;
    // An ongoing order made by hand shows at once, though the empty page was read before.
    const empty = await list();
    await list();
    await rows(
      `insert into orders (customer_id, order_no, primary_check, service_type, status)
       values ('${customerId}', 'RC2026010199999999', 'by-hand', '9', 'submitted')`,
    );
    const one = await list();
    expect(one.onTotal).toBe(empty.onTotal + 1);
    const made = one.orderOnGoing.find((o) => o.primaryCheck === 'by-hand');
    expect(made).toBeDefined();
    await list();
    await rows(`update orders set status = 'completed' where order_no = 'RC2026010199999999'`);
    const after = await list();
    expect(after.onTotal).toBe(empty.onTotal);
    expect(after.orderOnGoing.map((o) => o.id)).not.toContain(made?.id);
  });

  it("shows a coupon's new history line at once in its detail", async () => {
    const [coupon] = await rows(
      `select id from coupons where customer_id = '${customerId}' order by created_at limit 1`,
    );
    const id = String(coupon?.id ?? '');
    const before = await get<CouponDetail>(`rights/R00010027/${id}`);
    expect(before.status).toBe(0);
    await get<CouponDetail>(`rights/R00010027/${id}`);
    await rows(
      `insert into coupon_events (coupon_id, action, count, actor_kind, note, at) values ('${id}', 'plateChanged', 0, 'operator', 'by hand', now())`,
    );
    const after = await get<CouponDetail>(`rights/R00010027/${id}`);
    expect(after.data.history).toHaveLength(before.data.history.length + 1);
  });

  it('reads the holdings again once the clock passes a coupon’s end, with nothing written', async () => {
    const [soonest] = await rows(
      `select service_type, (extract(epoch from valid_to) * 1000)::bigint::text as end_ms from coupons
       where customer_id = '${customerId}' and state = 'unused' and valid_from <= now() and valid_to > now()
       and used_count < quantity order by valid_to limit 1`,
    );
    expect(soonest).toBeDefined();
    const type = String(soonest?.service_type);
    const end = new Date(Number(soonest?.end_ms));
    const usableAt = async (at: Date) =>
      Number(
        (
          await rows(
            `select count(*)::int as n from coupons where customer_id = '${customerId}' and service_type = '${type}'
             and state = 'unused' and valid_from <= '${at.toISOString()}' and valid_to > '${at.toISOString()}'
             and used_count < quantity`,
          )
        )[0]?.n,
      );
    const now = new Date();
    const atNow = await holdingsOf(t.database.db, { customerId, plates: null }, now);
    expect(atNow.get(type)?.coupons).toBe(await usableAt(now));
    // Cached now; at the coupon's end the same call must not answer the cached rows.
    await holdingsOf(t.database.db, { customerId, plates: null }, now);
    const later = await holdingsOf(t.database.db, { customerId, plates: null }, end);
    const expected = await usableAt(end);
    expect(expected).toBeLessThan(await usableAt(now));
    expect(later.get(type)?.coupons ?? 0).toBe(expected);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  "on PostgreSQL, where the pool's writes go to a change log (decision 055)",
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    }, 60_000);
    afterAll(async () => {
      await t.close();
    });

    it("the server's own writes send no notice (no NOTIFY commit lock) but a change-log row, another writer's still notify", async () => {
      const logged = async () =>
        Number(
          firstRow(await t.database.db.execute(sql`select count(*)::int as n from rc_customer_changes`))?.n,
        );
      const before = await logged();
      const heard: string[] = [];
      let otherHeard = () => undefined as void;
      const other = new Promise<void>((resolve) => (otherHeard = resolve));
      const unlisten = await t.database.listener.listen(customerReadsChannel, (payload) => {
        heard.push(payload);
        if (payload === '*') otherHeard();
      });
      try {
        // The server's pool: a store and a coupon changed.
        await t.database.db.execute(sql`update stores set name = name`);
        await t.database.db.execute(sql`update coupons set used_count = used_count`);
        // Then another writer, which notifies '*'. Notices arrive in commit order on one
        // listening connection, so anything the pool had sent would have arrived before it.
        const hand = new pg.Client({ connectionString: t.config.databaseUrl });
        await hand.connect();
        try {
          await hand.query('update stores set name = name');
        } finally {
          await hand.end();
        }
        await other;
        expect(heard).toEqual(['*']);
        // The pool's two statements are in the log; the other writer's is not.
        expect((await logged()) - before).toBe(2);
      } finally {
        unlisten();
      }
    });
  },
);

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'on PostgreSQL, two server processes on one database (decision 055)',
  () => {
    let t: TestApp;
    let other: { app: Awaited<ReturnType<typeof buildApp>>; database: Database };
    let token: string;
    let customerId: string;
    const kit = testKit(() => t);

    beforeAll(async () => {
      t = await createTestApp();
      const database = await openDatabase(t.config);
      const app = await buildApp({ config: t.config, database, logStream: { write: () => undefined } });
      await app.ready();
      other = { app, database };
      ({ token, id: customerId } = await aHolder(kit));
    }, 60_000);
    afterAll(async () => {
      await other.app.close();
      await other.database.close();
      await t.close();
    });

    /** The rights home as process B (the other one) answers it. */
    async function homeOnB(): Promise<MyRightsHome> {
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/rcservice/rights/R00010024',
        headers: { ...testApiHeaders, 'accept-language': 'zh-CN', authorization: `Bearer ${token}` },
      });
      return res.json<Reply<MyRightsHome>>().data;
    }
    const held = (home: MyRightsHome) =>
      home.comRightsBos.filter((i) => i.isHaveThisRight === '1').map((i) => i.serviceType);

    it("shows at once, in process B's cached reads, a coupon change written through process A's pool (no notice)", async () => {
      const before = held(await homeOnB());
      expect(before.length).toBeGreaterThan(0);
      // B keeps the home once its first look at the change log is done (a first look may drop all).
      await expect
        .poll(async () => {
          await homeOnB();
          return customerReadsOf(other.database.db)?.size ?? 0;
        })
        .toBeGreaterThan(0);
      // Process A's pool writes: the change log, not a notice.
      await t.database.db.execute(
        sql`update coupons set state = 'used' where customer_id = ${customerId} and service_type = ${before[0] ?? ''}`,
      );
      expect(held(await homeOnB())).not.toContain(before[0]);
    });

    it("trusts B's cached rows outside a call only after a fence of their own", async () => {
      const who = { customerId, plates: null };
      const type = held(await homeOnB())[0] ?? '';
      await holdingsOf(other.database.db, who, new Date());
      expect((await holdingsOf(other.database.db, who, new Date())).get(type)?.coupons).toBeGreaterThan(0);
      await t.database.db.execute(
        sql`update coupons set state = 'used' where customer_id = ${customerId} and service_type = ${type}`,
      );
      expect((await holdingsOf(other.database.db, who, new Date())).get(type)?.coupons ?? 0).toBe(0);
    });

    it("shows at once a coupon change made by hand (a notice), and one of a transaction that began before B's last look and committed after it", async () => {
      const before = held(await homeOnB());
      expect(before.length).toBeGreaterThan(1);
      await homeOnB();
      const hand = new pg.Client({ connectionString: t.config.databaseUrl });
      await hand.connect();
      try {
        await hand.query(`update coupons set state = 'used' where customer_id = $1 and service_type = $2`, [
          customerId,
          before[0],
        ]);
        expect(held(await homeOnB())).not.toContain(before[0]);
        // A pool transaction writes, B looks (and caches) while it is open, then it commits:
        // its row is older than B's last look yet must still drop the entry.
        const client = await (t.database.db as unknown as { $client: pg.Pool }).$client.connect();
        try {
          await client.query('begin');
          await client.query(
            `update coupons set state = 'used' where customer_id = $1 and service_type = $2`,
            [customerId, before[1]],
          );
          expect(held(await homeOnB())).toContain(before[1]);
          await homeOnB();
          // A later transaction (another customer's coupon) commits first, and B looks past it.
          await t.database.db.execute(
            sql`update coupons set used_count = used_count where id = (select id from coupons where customer_id <> ${customerId} limit 1)`,
          );
          expect(held(await homeOnB())).toContain(before[1]);
          await client.query('commit');
        } finally {
          client.release();
        }
        expect(held(await homeOnB())).not.toContain(before[1]);
      } finally {
        await hand.end();
      }
    });
  },
);
