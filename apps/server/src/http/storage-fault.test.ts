import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@rc/contract';
import { createTestCampaign } from '../testing/campaign-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { type Reply } from '../testing/handoff.js';
import { testKit } from '../testing/factories.js';
import { storageFaultOf } from './storage-fault.js';

/**
 * A disk that fills up (or turns read-only) while the server runs: the caller is told
 * "busy, try again later" (-100) in words, not "the server is acting up" (-1), and the
 * log says what to do (decision 044). The fault is injected by a trigger that raises
 * what PostgreSQL raises when it cannot extend a file.
 */
let t: TestApp;
const logs: string[] = [];
const { aCustomer } = testKit(() => t);
/** The customer who claims: made before any write is made to fail. */
let token: string;
beforeAll(async () => {
  t = await createTestApp({ RC_LOG_LEVEL: 'warn' }, { logStream: { write: (line) => logs.push(line) } });
  token = (await aCustomer()).token;
}, 60_000);
afterAll(() => t.close());
afterEach(async () => {
  await t.database.db.execute(sql.raw(`drop trigger if exists rc_test_disk on coupon_events`));
  logs.length = 0;
});

async function failWrites(errcode: string, message: string) {
  await t.database.db.execute(
    sql.raw(`create or replace function rc_test_disk() returns trigger language plpgsql as $$
      begin raise exception using errcode = '${errcode}', message = '${message}'; end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger rc_test_disk before insert on coupon_events
      for each row execute function rc_test_disk()`),
  );
}

async function claim(locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const campaign = await createTestCampaign(t.database.db);
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/activity/claimCampaign',
    token,
    locale,
    payload: { campaignId: campaign.id },
  });
  return { http: res.statusCode, body: res.json<Reply>() };
}

describe('a full or read-only disk while running', () => {
  it('answers -100 "busy, try again later" and logs that the disk is full and what to do', async () => {
    await failWrites('53100', 'could not extend file "base/5/16384": No space left on device');
    const { http, body } = await claim();
    expect(http).toBe(503);
    expect(body).toEqual({ status: Status.busy, statusText: '系统繁忙，请稍后重试', data: null });
    const line = logs.find((l) => l.includes('is full'));
    expect(line).toMatch(/Free space there/);
    expect(line).toMatch(/"level":50/);
  });

  it('answers a read-only disk the same, in the caller language, with its own advice', async () => {
    await failWrites('25006', 'cannot execute INSERT in a read-only transaction');
    const { body } = await claim('en-US');
    expect(body).toEqual({
      status: Status.busy,
      statusText: 'The system is busy, please try again later',
      data: null,
    });
    expect(logs.find((l) => l.includes('is read-only'))).toMatch(/Make it writable again/);
  });

  it('writes again once the disk has room, without a restart', async () => {
    await failWrites('53100', 'could not extend file: No space left on device');
    expect((await claim()).body.status).toBe(Status.busy);
    await t.database.db.execute(sql.raw(`drop trigger rc_test_disk on coupon_events`));
    expect((await claim()).body.status).toBe(Status.ok);
  });

  it('recognises the file system errors PGlite meets, wrapped as drizzle wraps them', () => {
    const errno = (code: string, message: string) => Object.assign(new Error(message), { code });
    const wrapped = (cause: Error) => Object.assign(new Error('Failed query: insert …'), { cause });
    expect(storageFaultOf(wrapped(errno('ENOSPC', 'ENOSPC: no space left on device, write')))).toBe(
      'diskFull',
    );
    expect(storageFaultOf(wrapped(errno('EROFS', 'EROFS: read-only file system, open')))).toBe('readOnly');
    expect(
      storageFaultOf(wrapped(new Error('could not write block 7 of base/5/16384: No space left on device'))),
    ).toBe('diskFull');
    expect(
      storageFaultOf(wrapped(errno('23505', 'duplicate key value violates unique constraint'))),
    ).toBeNull();
    expect(storageFaultOf(new Error('boom'))).toBeNull();
  });
});
