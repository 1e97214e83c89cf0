import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, logout, refreshSession } from '@rc/contract';
import { personas } from '../seed/personas.js';
import { demoRescuerLogin } from '../seed/rescue.js';
import { loginAs, type Reply } from '../testing/handoff.js';
import {
  callEndpoint,
  printTable,
  securityApp,
  seedPersonalData,
  sqlRows,
  type SecurityApp,
} from '../testing/security-harness.js';

/**
 * Personal data (issue 11): the personas with the most personal data on their
 * screens and the rescuer sign in and call every endpoint their role may; neither the server's logs (at debug level, more than production
 * writes) nor any reply carries a full ID number, mobile or VIN of a seed
 * persona, and no table holds one in the clear.
 */
let t: SecurityApp;
const replies: { who: string; endpoint: string; raw: string }[] = [];

beforeAll(async () => {
  t = await securityApp({ RC_LOG_LEVEL: 'debug' });
  const sessionEnding = new Set([logout.name, refreshSession.name]);
  const callAll = async (who: string, token: string, kind: 'customer' | 'merchant' | 'rescuer') => {
    for (const e of allEndpoints) {
      if (sessionEnding.has(e.name)) continue;
      const mayCall =
        e.auth === 'session' ||
        e.auth === 'none' ||
        (e.auth === 'customer' && kind !== 'rescuer') ||
        e.auth === kind;
      if (!mayCall || e.reply === 'file') continue;
      const query = { onPagenum: 1, onPagesize: 50 };
      const r = await callEndpoint(t, e, e.method === 'GET' ? { query } : { body: query }, { token });
      replies.push({ who, endpoint: e.name, raw: r.raw });
    }
  };
  // The personas whose screens show the most personal data: VINs, authorised users, a merchant's customers.
  const scanned = new Set(['headPage', 'vip', 'merchant', 'rightUser']);
  for (const p of personas.filter((x) => x.kind === 'customer' && scanned.has(x.key))) {
    const login = await loginAs(t, p.key);
    replies.push({ who: p.key, endpoint: 'login', raw: JSON.stringify(login) });
    await callAll(p.key, login.token, p.customer.role === 'merchant' ? 'merchant' : 'customer');
  }
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/disaster/R00010051',
    payload: demoRescuerLogin,
  });
  replies.push({ who: 'rescuer', endpoint: 'rescuerLogin', raw: res.body });
  await callAll('rescuer', res.json<Reply<{ token: string }>>().data.token, 'rescuer');
}, 600_000);

afterAll(async () => {
  await t.close();
});

describe('personal data', () => {
  const all = seedPersonalData();

  it('never reaches a log line or a reply in full', () => {
    const rows = (['idNumber', 'mobile', 'vin'] as const).map((kind) => {
      const values = all.filter((p) => p.kind === kind);
      const inLogs = t.logs.filter((l) => values.some((v) => l.includes(v.value))).length;
      const inReplies = replies.filter((r) => values.some((v) => r.raw.includes(v.value)));
      return { kind, values: values.length, inLogs, inReplies };
    });
    printTable(
      `Personal data: ${t.logs.length} log lines and ${replies.length} replies of every persona scanned`,
      ['field', 'seed values', 'log lines with one', 'replies with one', 'where'],
      rows.map((r) => [
        r.kind,
        r.values,
        r.inLogs,
        r.inReplies.length,
        [...new Set(r.inReplies.map((x) => `${x.who}:${x.endpoint}`))].slice(0, 6).join(' ') || '-',
      ]),
    );
    expect(t.logs.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(r.inLogs, `${r.kind} in logs`).toBe(0);
      expect(
        r.inReplies.map((x) => `${x.who}:${x.endpoint}`),
        `${r.kind} in replies`,
      ).toEqual([]);
    }
  });

  it('is encrypted at rest: no table holds a full ID number, mobile or VIN', async () => {
    const db = t.database.db;
    const tables = await sqlRows<{ t: string }>(
      db,
      `select tablename as t from pg_tables where schemaname = 'public' order by tablename`,
    );
    const found: string[] = [];
    for (const { t: table } of tables) {
      if (!/^[a-z_0-9]+$/.test(table)) continue;
      const [r] = await sqlRows<{ row: string | null }>(
        db,
        `select string_agg(x::text, '\n') as row from "${table}" x`,
      );
      const text = r?.row ?? '';
      for (const pd of all) if (text.includes(pd.value)) found.push(`${table}: ${pd.kind} of ${pd.who}`);
    }
    printTable(
      `Personal data at rest: ${tables.length} tables read raw`,
      ['tables', 'full values found'],
      [[tables.length, found.length]],
    );
    expect(found).toEqual([]);
  });
});
