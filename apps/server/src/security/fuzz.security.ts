import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sealMessage } from '@rc/sm2';
import {
  allEndpoints,
  endpointUrl,
  logout,
  opsLogout,
  paramNames,
  refreshSession,
  type EndpointDef,
} from '@rc/contract';
import { consoleLogin } from '../testing/console.js';
import { loginAs } from '../testing/handoff.js';
import { inputArb } from '../testing/schema-arbitrary.js';
import {
  asText,
  changedTables,
  fingerprint,
  personalDataIn,
  printTable,
  resultOf,
  securityApp,
  signInActors,
  type Actor,
  type Actors,
  type SecurityApp,
} from '../testing/security-harness.js';

/**
 * Contract fuzzing (issue 11): for every endpoint, fast-check inputs generated
 * from its zod schema (params, query, body; the plaintext of encrypted submits
 * sealed properly, and garbage on the wire), with extra fields a caller must
 * never set (status, owner, amount, price...). No 5xx, no stack trace in a
 * reply, and a refused request changes nothing in the database.
 */
const runsPerEndpoint = Number(process.env.RC_FUZZ_RUNS ?? 5);
const seed = Number(process.env.RC_FUZZ_SEED ?? 20261123);

let t: SecurityApp;
let actors: Actors;
beforeAll(async () => {
  t = await securityApp();
  actors = await signInActors(t);
}, 240_000);
afterAll(async () => {
  await t.close();
});

interface Case {
  params: unknown;
  query: unknown;
  body: unknown;
  /** Send the body as it is instead of sealing it (encrypted endpoints: garbage on the wire). */
  raw: boolean;
}

const stackTrace = /\n\s+at\s|\bat [^\s]+ \([^)]*:\d+:\d+\)|node_modules|\/src\/[\w/.-]+\.ts|Error: .*\n/;

function caseArb(e: EndpointDef): fc.Arbitrary<Case> {
  return fc.record({
    params: inputArb(e.params, { extras: false }),
    query: inputArb(e.query, { extras: e.method === 'GET' }),
    body: e.method === 'POST' ? inputArb(e.body, { extras: true }) : fc.constant(undefined),
    raw: e.encrypted ? fc.boolean() : fc.constant(true),
  });
}

function personaFor(e: EndpointDef): keyof Actors {
  switch (e.auth) {
    case 'merchant':
      return 'X';
    case 'rescuer':
      return 'R';
    case 'operator':
      return 'O';
    case 'admin':
      return 'ADM';
    case 'none':
      return 'anon';
    default:
      return 'A';
  }
}

function urlFor(e: EndpointDef, c: Case): string {
  const values: Record<string, string> = {};
  const p = c.params && typeof c.params === 'object' ? (c.params as Record<string, unknown>) : {};
  for (const n of paramNames(e)) {
    const v = p[n];
    values[n] = v === undefined || v === null || v === '' ? 'x' : asText(v);
  }
  let url = endpointUrl(e, values);
  if (c.query && typeof c.query === 'object' && !Array.isArray(c.query)) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(c.query as Record<string, unknown>)) {
      if (v === undefined) continue;
      qs.append(k, asText(v));
    }
    if (qs.size > 0) url += `?${qs.toString()}`;
  }
  return url;
}

async function send(e: EndpointDef, c: Case, who: Actor) {
  let payload: string | undefined;
  if (e.method === 'POST') {
    const body =
      e.encrypted && !c.raw && who.publicKey ? { message: sealMessage(c.body, who.publicKey) } : c.body;
    payload = body === undefined ? '{}' : JSON.stringify(body);
  }
  const res = await t.call({
    method: e.method,
    url: urlFor(e, c),
    ...(payload !== undefined ? { payload, headers: { 'content-type': 'application/json' } } : {}),
    ...(who.token ? { token: who.token } : {}),
  });
  return resultOf(res);
}

interface Tally {
  endpoint: EndpointDef;
  persona: string;
  cases: number;
  ok: number;
  refused: number;
  faults: number;
  traces: number;
  changed: Set<string>;
  example: string;
}

describe('contract fuzzing', () => {
  it(
    'no 5xx, no stack trace, and a refused request changes nothing, for every endpoint',
    { timeout: 600_000 },
    async () => {
      const tallies: Tally[] = [];
      let index = 0;
      const only = (process.env.RC_FUZZ_ONLY ?? '').split(',').filter(Boolean);
      for (const e of allEndpoints) {
        index++;
        if (only.length > 0 && !only.includes(e.name)) continue;
        const personaKey = personaFor(e);
        const tally: Tally = {
          endpoint: e,
          persona: personaKey,
          cases: 0,
          ok: 0,
          refused: 0,
          faults: 0,
          traces: 0,
          changed: new Set(),
          example: '',
        };
        const endsSession = e === logout || e === refreshSession || e === opsLogout;
        const samples = fc.sample(caseArb(e), { numRuns: runsPerEndpoint, seed: seed + index });
        let before = await fingerprint(t.database.db);
        for (const c of samples) {
          // Logout and refresh end the token they are called with: each case gets its own.
          const who = !endsSession
            ? actors[personaKey]
            : e === opsLogout
              ? { token: await consoleLogin(t, 'operator'), publicKey: null, id: null }
              : { token: (await loginAs(t, 'headPage')).token, publicKey: null, id: null };
          if (endsSession) before = await fingerprint(t.database.db);
          const r = await send(e, c, who);
          const after = await fingerprint(t.database.db);
          tally.cases++;
          if (r.status === 0) tally.ok++;
          else tally.refused++;
          if (r.http >= 500 || r.status === -1) {
            tally.faults++;
            const logged = t.logs.filter((l) => l.includes('unexpected fault')).at(-1) ?? '';
            const why = /"message":"((?:[^"\\]|\\.)*)"/.exec(logged)?.[1] ?? '';
            tally.example ||= `${why.slice(0, 160)} <- ${JSON.stringify(c).slice(0, 300)}`;
          }
          if (stackTrace.test(r.raw)) {
            tally.traces++;
            tally.example ||= r.raw.slice(0, 300);
          }
          if (r.status !== 0 && r.http !== 429) {
            for (const table of changedTables(before, after)) tally.changed.add(table);
          }
          before = after;
        }
        tallies.push(tally);
      }

      const header = [
        'endpoint',
        'as',
        'cases',
        'OK',
        'refused',
        '5xx',
        'stack traces',
        'db changed by refused',
      ];
      const body = tallies.map((x) => [
        x.endpoint.name,
        x.persona,
        x.cases,
        x.ok,
        x.refused,
        x.faults,
        x.traces,
        [...x.changed].join(',') || '0',
      ]);
      const total = (f: (x: Tally) => number) => tallies.reduce((n, x) => n + f(x), 0);
      body.push([
        `TOTAL ${tallies.length} endpoints`,
        '',
        total((x) => x.cases),
        total((x) => x.ok),
        total((x) => x.refused),
        total((x) => x.faults),
        total((x) => x.traces),
        total((x) => x.changed.size),
      ]);
      printTable(
        `Contract fuzzing (fast-check seed ${seed}, ${runsPerEndpoint} cases each): endpoints x cases`,
        header,
        body,
      );
      const bad = tallies.filter((x) => x.faults > 0 || x.traces > 0 || x.changed.size > 0);
      for (const x of bad)
        process.stdout.write(`  ${x.endpoint.name}: ${x.example} ${[...x.changed].join(',')}\n`);
      expect(bad.map((x) => x.endpoint.name)).toEqual([]);
    },
  );

  it('keeps the personal data of the seed personas out of the logs and replies of the run', () => {
    expect(personalDataIn(t.logs)).toEqual([]);
  });
});
