import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, couponEvents, couponImportBatches, coupons, customers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { opsCall } from '../../testing/console.js';
import { testKit, uniqueMobile, type CustomerSession } from '../../testing/factories.js';

let t: TestApp;
let op: string;
const { aCustomer, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  op = (await anOperator({ role: 'operator' })).token;
});
afterAll(async () => {
  await t.close();
});

const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

/** A mobile as the console shows it: first three and last four digits. */
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

async function grantedCount(pid: string): Promise<number> {
  const rows = await t.app.deps.db
    .select({ id: coupons.id })
    .from(coupons)
    .innerJoin(customers, eq(customers.id, coupons.customerId))
    .where(and(eq(customers.pid, pid), eq(coupons.source, 'grant')));
  return rows.length;
}

interface ImportReport {
  rows: number;
  accepted: number;
  granted: number;
  rejected: { line: number; field: string; reason: string }[];
  preview: {
    line: number;
    customer: string;
    serviceName: string;
    quantity: number;
    validFrom: string;
    validTo: string;
    plateNumber: string | null;
  }[];
  batchId: string | null;
}

describe('granting coupons from a CSV file', () => {
  // The file names customers by mobile or by partner id; one row names a mobile nobody has.
  let a: CustomerSession, b: CustomerSession, c: CustomerSession, d: CustomerSession, e: CustomerSession;
  let csv: string;
  beforeAll(async () => {
    a = await aCustomer();
    b = await aCustomer();
    c = await aCustomer();
    d = await aCustomer();
    e = await aCustomer();
    csv = [
      'customer,serviceType,quantity,validFrom,validTo,plateNumber',
      `${a.mobile},1,2,,${nextYear},`,
      `${b.pid},1,1,,${nextYear},`,
      `${c.mobile},1,1,,${nextYear},`,
      `${uniqueMobile()},1,1,,${nextYear},`,
    ].join('\n');
  });

  it('checks row by row and reports a bad row with its line, column and reason, granting nothing', async () => {
    const res = await opsCall<ImportReport>(t, op, 'POST', 'coupons/import', {
      csv,
      reason: '理赔补偿',
      checkOnly: true,
    });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ rows: 4, accepted: 3, granted: 0, batchId: null });
    expect(res.data.rejected).toEqual([{ line: 5, field: 'customer', reason: '找不到该客户' }]);
    expect(await grantedCount(a.pid)).toBe(0);
  });

  it('lists the valid rows it would grant, masked, before anything is granted', async () => {
    const res = await opsCall<ImportReport>(t, op, 'POST', 'coupons/import', {
      csv,
      reason: '理赔补偿',
      checkOnly: true,
    });
    expect(res.data.preview.map((p) => p.line)).toEqual([2, 3, 4]);
    const [first] = res.data.preview;
    expect(first).toMatchObject({ quantity: 2, validTo: nextYear, plateNumber: null });
    expect(first?.serviceName).toBeTruthy();
    // The customer is named masked, never by the full mobile the file gave.
    expect(first?.customer).toContain(masked(a.mobile));
    expect(JSON.stringify(res.data.preview)).not.toContain(a.mobile);
    // A long file lists its first 20 valid rows; the rest are counted.
    const long = [
      'customer,serviceType,quantity,validFrom,validTo,plateNumber',
      ...Array.from({ length: 30 }, () => `${a.mobile},1,1,,${nextYear},`),
    ].join('\n');
    const many = await opsCall<ImportReport>(t, op, 'POST', 'coupons/import', {
      csv: long,
      reason: '理赔补偿',
      checkOnly: true,
    });
    expect(many.data.accepted).toBe(30);
    expect(many.data.preview).toHaveLength(20);
    expect(await grantedCount(a.pid)).toBe(0);
  });

  it('grants every valid row in one go, with ledger rows and one audit line, and imports a file once', async () => {
    const res = await opsCall<ImportReport>(t, op, 'POST', 'coupons/import', {
      csv,
      fileName: 'winter.csv',
      reason: '理赔补偿',
    });
    expect(res.data).toMatchObject({ rows: 4, accepted: 3, granted: 3 });
    expect(res.data.rejected).toHaveLength(1);
    for (const { pid } of [a, b, c]) expect(await grantedCount(pid)).toBe(1);
    const issued = await t.app.deps.db
      .select()
      .from(couponEvents)
      .where(eq(couponEvents.refId, res.data.batchId ?? ''));
    expect(issued).toHaveLength(3);
    expect(issued.every((e) => e.action === 'issued' && e.actorKind === 'operator')).toBe(true);
    const audit = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'coupon.import'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ granted: 3, rejected: 1 });

    const again = await opsCall(t, op, 'POST', 'coupons/import', { csv, reason: '理赔补偿' });
    expect(again.status).toBe(-3);
    expect(await grantedCount(a.pid)).toBe(1);
  });

  it('leaves nothing behind when the import fails half-way', async () => {
    // A trigger makes the database refuse the second coupon of the file, after the
    // first was written: the whole import must roll back.
    await t.app.deps.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.plate_number = 'BOOM01' then raise exception 'refused for the test'; end if;
        return new;
      end $$`);
    await t.app.deps.db.execute(
      sql`create trigger refuse_boom before insert on coupons for each row execute function refuse_boom()`,
    );
    const batchesBefore = await t.app.deps.db.select().from(couponImportBatches);
    const res = await opsCall<ImportReport>(t, op, 'POST', 'coupons/import', {
      csv: `customer,serviceType,validTo,plateNumber\n${d.pid},1,${nextYear},\n${e.pid},1,${nextYear},BOOM01`,
      reason: '补发',
    });
    await t.app.deps.db.execute(sql`drop trigger refuse_boom on coupons`);
    expect(res.status).toBe(-1);
    expect(await grantedCount(d.pid)).toBe(0);
    expect(await grantedCount(e.pid)).toBe(0);
    expect(await t.app.deps.db.select().from(couponImportBatches)).toHaveLength(batchesBefore.length);
  });

  it('reports a bad date as a rejected row and grants the rest', async () => {
    const res = await opsCall<ImportReport>(t, op, 'POST', 'coupons/import', {
      csv: `customer,serviceType,validTo\n${d.pid},1,${nextYear}\n${d.pid},1,${nextYear}-13-01`,
      reason: '补发',
    });
    expect(res.data.rejected).toEqual([{ line: 3, field: 'validTo', reason: '日期格式应为 YYYY-MM-DD' }]);
    expect(await grantedCount(d.pid)).toBe(1);
  });

  it('reports a file without the template’s header and grants nothing', async () => {
    const res = await opsCall<ImportReport>(t, op, 'POST', 'coupons/import', {
      csv: `phone,type\n${a.mobile},1`,
      reason: '补发',
    });
    expect(res.data.granted).toBe(0);
    expect(res.data.rejected[0]?.field).toBe('row');
  });
});

describe('one customer’s coupons', () => {
  let me: CustomerSession;
  beforeAll(async () => {
    me = await aCustomer();
  });

  it('grants, extends and revokes a coupon, each through the ledger and the audit log', async () => {
    const granted = await opsCall<{ id: string; state: string }>(t, op, 'POST', 'coupons/grant', {
      customer: me.pid,
      serviceType: '1',
      quantity: 1,
      validFrom: new Date().toISOString().slice(0, 10),
      validTo: nextYear,
      reason: '投诉补偿',
    });
    expect(granted.status).toBe(0);
    const id = granted.data.id;
    const list = await opsCall<{ customer: { mobile: string; custName: string }; coupons: { id: string }[] }>(
      t,
      op,
      'GET',
      `coupons/ofCustomer?customer=${me.mobile}`,
    );
    expect(list.data.customer.mobile).toBe(masked(me.mobile));
    expect(list.data.coupons.map((c) => c.id)).toContain(id);

    const earlier = await opsCall(t, op, 'POST', 'coupons/extend', {
      couponId: id,
      validTo: `${new Date().getUTCFullYear() + 1}-01-01`,
      reason: '延期',
    });
    expect(earlier.status).toBe(-3);
    const later = await opsCall<{ validTo: string }>(t, op, 'POST', 'coupons/extend', {
      couponId: id,
      validTo: `${new Date().getUTCFullYear() + 2}-01-01`,
      reason: '延期',
    });
    expect(later.status).toBe(0);

    const revoked = await opsCall<{ state: string }>(t, op, 'POST', 'coupons/revoke', {
      couponId: id,
      reason: '误发',
    });
    expect(revoked.data.state).toBe('expired');
    const twice = await opsCall(t, op, 'POST', 'coupons/revoke', { couponId: id, reason: '误发' });
    expect(twice.status).toBe(-3);

    const ledger = await t.app.deps.db.select().from(couponEvents).where(eq(couponEvents.couponId, id));
    expect(ledger.map((e) => e.action).sort()).toEqual(['extended', 'issued', 'revoked']);
    const audit = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.objectId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['coupon.extend', 'coupon.grant', 'coupon.revoke']);
    expect(JSON.stringify(audit)).not.toContain(me.mobile);
  });

  it('answers -5 naming the field for an unknown service type', async () => {
    const res = await opsCall(t, op, 'POST', 'coupons/grant', {
      customer: me.pid,
      serviceType: 'nope',
      quantity: 1,
      validFrom: '2026-01-01',
      validTo: nextYear,
      reason: '投诉补偿',
    });
    expect(res.status).toBe(-5);
    expect(res.statusText).toContain('服务类型');
  });

  it('refuses a customer token', async () => {
    const { token } = await aCustomer();
    expect((await opsCall(t, token, 'GET', `coupons/ofCustomer?customer=${me.pid}`)).status).toBe(-4);
  });
});
