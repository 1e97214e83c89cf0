import { eq } from 'drizzle-orm';
import { channels } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

/** A channel of this test's database with its secret (the seed makes one per database). */
export async function channelWithSecret(t: TestApp, id: string): Promise<{ id: string; secret: string }> {
  const [row] = await t.database.db.select().from(channels).where(eq(channels.id, id));
  if (!row) throw new Error(`no channel ${id}`);
  return { id: row.id, secret: t.app.deps.fieldCrypto.open(row.secretSealed) };
}

/** Hands a demo persona over through the launcher's own endpoint and returns the entry parameters. */
export async function handOver(
  t: TestApp,
  persona: string,
): Promise<{ channel: string; token: string; url: URL }> {
  const res = await t.app.inject({ method: 'POST', url: '/demo/handoff', payload: { persona } });
  const { url } = res.json<{ url: string }>();
  const parsed = new URL(url);
  return {
    channel: parsed.searchParams.get('channel') ?? '',
    token: parsed.searchParams.get('token') ?? '',
    url: parsed,
  };
}

export interface Reply<T = unknown> {
  status: number;
  statusText: string;
  data: T;
}

/** Hands a persona over and logs in; returns the login data. */
export async function loginAs(t: TestApp, persona: string) {
  const { channel, token } = await handOver(t, persona);
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/auth/R00010003',
    payload: { channel, token },
  });
  const body = res.json<Reply<{ token: string } & Record<string, unknown>>>();
  if (body.status !== 0) throw new Error(`login as ${persona} failed: ${body.statusText}`);
  return body.data;
}

/** A customer's session and the SM2 public key its encrypted submits are sealed with. */
export interface KeyedSession {
  token: string;
  publicKey: string;
}

/** Logs a persona in and fetches the session's submit key (gettoken/R00040032), as the page does. */
export async function signInWithKey(t: TestApp, persona: string): Promise<KeyedSession> {
  const login = (await loginAs(t, persona)) as { token: string; userVo: { publicSecret: string } };
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/gettoken/R00040032',
    token: login.token,
    payload: { publicSecret: login.userVo.publicSecret },
  });
  const keys = res.json<Reply<{ publicKey: string }>>();
  if (keys.status !== 0) throw new Error(`submit key for ${persona} failed: ${keys.statusText}`);
  return { token: login.token, publicKey: keys.data.publicKey };
}
