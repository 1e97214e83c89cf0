import type { OperatorRole } from '@rc/contract';
import { demoOperatorLogins } from '../seed/operators.js';
import type { Reply } from './handoff.js';
import type { TestApp } from './test-app.js';

/** Signs a demo console account in (`operator`, `dispatcher` or `admin`) and returns its console token. */
export async function consoleLogin(t: TestApp, role: OperatorRole): Promise<string> {
  const who = demoOperatorLogins.find((o) => o.role === role);
  if (!who) throw new Error(`no demo ${role}`);
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/ops/login',
    payload: { account: who.account, password: who.password },
  });
  const body = res.json<Reply<{ token: string }>>();
  if (body.status !== 0) throw new Error(`console login as ${role} failed: ${body.statusText}`);
  return body.data.token;
}

/** One console call: the envelope of `method url` with the console token. */
export async function opsCall<T = unknown>(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
): Promise<Reply<T>> {
  const res = await t.call({
    method,
    url: `/api/rcservice/ops/${path}`,
    ...(token ? { token } : {}),
    locale,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return res.json<Reply<T>>();
}
