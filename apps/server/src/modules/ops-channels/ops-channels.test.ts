import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { signHandoffToken } from '../../http/handoff-token.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { Reply } from '../../testing/handoff.js';
import { consoleLogin, opsCall } from '../../testing/console.js';

let t: TestApp;
let op: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await consoleLogin(t, 'operator');
  admin = await consoleLogin(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

/** A partner's hand-off of an existing customer, signed with `secret`. */
async function handOff(channel: string, secret: string): Promise<number> {
  const token = signHandoffToken(secret, { ch: channel, sub: 'PID10000001', ttlSeconds: 600 });
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/auth/R00010003',
    payload: { channel, token },
  });
  return res.json<Reply>().status;
}

interface WithSecret {
  channel: { id: string; enabled: boolean };
  secret: string;
}

describe('partner channels', () => {
  it('creates a channel whose secret, shown once, signs working hand-offs; rotating stops the old one', async () => {
    const created = await opsCall<WithSecret>(t, admin, 'POST', 'channels/create', {
      id: 'NEW_PARTNER',
      name: '新合作方',
    });
    expect(created.status).toBe(0);
    expect(await handOff('NEW_PARTNER', created.data.secret)).toBe(0);

    const rotated = await opsCall<WithSecret>(t, admin, 'POST', 'channels/rotate', { id: 'NEW_PARTNER' });
    expect(rotated.data.secret).not.toBe(created.data.secret);
    expect(await handOff('NEW_PARTNER', created.data.secret)).not.toBe(0);
    expect(await handOff('NEW_PARTNER', rotated.data.secret)).toBe(0);

    const list = await opsCall<{ list: Record<string, unknown>[] }>(t, op, 'GET', 'channels/list');
    expect(JSON.stringify(list.data)).not.toContain(rotated.data.secret);
    const audit = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.objectId, 'NEW_PARTNER'));
    expect(audit.map((a) => a.action).sort()).toEqual(['channel.create', 'channel.rotateSecret']);
    expect(JSON.stringify(audit)).not.toContain(rotated.data.secret);
  });

  it('refuses a disabled channel’s hand-off, and takes it back when enabled again', async () => {
    const created = await opsCall<WithSecret>(t, admin, 'POST', 'channels/create', {
      id: 'PAUSED',
      name: '暂停渠道',
    });
    const off = await opsCall<{ enabled: boolean }>(t, op, 'POST', 'channels/setEnabled', {
      id: 'PAUSED',
      enabled: false,
    });
    expect(off.data.enabled).toBe(false);
    expect(await handOff('PAUSED', created.data.secret)).toBe(-3);
    await opsCall(t, op, 'POST', 'channels/setEnabled', { id: 'PAUSED', enabled: true });
    expect(await handOff('PAUSED', created.data.secret)).toBe(0);
  });

  it('answers -5 naming the field for a bad channel code, and refuses a code that exists', async () => {
    const bad = await opsCall(t, admin, 'POST', 'channels/create', { id: 'bad code', name: 'x' }, 'en-US');
    expect(bad.status).toBe(-5);
    expect(bad.statusText).toContain('ID');
    const dup = await opsCall(t, admin, 'POST', 'channels/create', { id: 'PA_APP', name: 'x' });
    expect(dup.status).toBe(-3);
  });
});

interface Entry {
  serviceType: string;
  vipOnly: boolean;
  wechatOnly: boolean;
  branchCodes: string[];
  jumpType: string;
}

describe('the catalogue', () => {
  it('edits flags and branches, and the audit line holds only what changed', async () => {
    const list = await opsCall<{ list: (Entry & Record<string, unknown>)[] }>(t, op, 'GET', 'catalogue/list');
    const first = list.data.list.find((e) => e.serviceType === '1');
    if (!first) throw new Error('no service type 1 in the demo catalogue');
    const saved = await opsCall<Entry>(t, op, 'POST', 'catalogue/save', {
      ...first,
      vipOnly: !first.vipOnly,
      branchCodes: ['110000'],
    });
    expect(saved.status).toBe(0);
    expect(saved.data.branchCodes).toEqual(['110000']);
    const [line] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'catalogue.update'));
    expect(Object.keys(line?.after ?? {}).sort()).toEqual(['branchCodes', 'vipOnly']);
  });

  it('answers -5 for an unknown branch or a jump type 3 without its URL', async () => {
    const list = await opsCall<{ list: (Entry & Record<string, unknown>)[] }>(t, op, 'GET', 'catalogue/list');
    const first = list.data.list[0];
    if (!first) throw new Error('empty catalogue');
    const branch = await opsCall(t, op, 'POST', 'catalogue/save', { ...first, branchCodes: ['999999'] });
    expect(branch.status).toBe(-5);
    expect(branch.statusText).toContain('分公司');
    const jump = await opsCall(t, op, 'POST', 'catalogue/save', { ...first, jumpType: '3', jumpUrl: '' });
    expect(jump.status).toBe(-5);
    expect(jump.statusText).toContain('跳转地址');
  });
});
