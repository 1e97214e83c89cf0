import { z } from 'zod';
import type { AuthLevel, EndpointDef } from '@rc/contract';
import {
  actorKeys,
  callEndpoint,
  changedTables,
  fingerprint,
  type ActorKey,
  type CallInput,
  type CallResult,
} from '../testing/security-harness.js';
import type { Fixture, FixtureCtx } from './fixtures.js';

/** Input keys that name an object (an id, a code, a plate, a share code...). */
const objectKey =
  /(^id$|Id$|^sid$|shareCode|trackCode|^token$|^key$|primaryCheck|concavecode|ticketid|subTicketid|plate|vehicleNo|targetPid|giftCode)/i;

/** Every property name a schema accepts (objects, unions), read from its JSON Schema. */
export function inputKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
  const out = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (n.properties && typeof n.properties === 'object')
      Object.keys(n.properties).forEach((k) => out.add(k));
    for (const k of ['oneOf', 'anyOf', 'allOf']) {
      const list = n[k];
      if (Array.isArray(list)) list.forEach(walk);
    }
  };
  walk(json);
  return [...out];
}

export function objectKeysOf(e: EndpointDef): string[] {
  return [...inputKeys(e.params), ...inputKeys(e.query), ...inputKeys(e.body)].filter((k) =>
    objectKey.test(k),
  );
}

/** Who may call an endpoint at all, by its auth level (the role rows of the matrix). */
export function roleMayAct(auth: AuthLevel): ActorKey[] {
  switch (auth) {
    case 'none':
      return [...actorKeys];
    case 'session':
      return ['A', 'B', 'X', 'Y', 'R', 'R2'];
    case 'customer':
      return ['A', 'B', 'X', 'Y'];
    case 'merchant':
      return ['X', 'Y'];
    case 'rescuer':
      return ['R', 'R2'];
    case 'operator':
      return ['O', 'ADM'];
    case 'admin':
      return ['ADM'];
    default:
      return [];
  }
}

export type RowKind = 'object' | 'role' | 'public' | 'no fixture';

export interface MatrixRow {
  endpoint: EndpointDef;
  kind: RowKind;
  cells: Partial<Record<ActorKey, string>>;
  /** Successes of someone who may not act. Must be 0. */
  crossOwner: number;
  /** Replies to someone else carrying an identifier of A's objects. Must be 0. */
  leaks: number;
  /** Answers with HTTP 5xx. Must be 0. */
  faults: number;
  /** Tables a refused call changed. Must be empty. */
  changed: string[];
  /** The owner's own call did not succeed: the row proves less than it should. */
  weakFixture: boolean;
  /** What the owner was told when refused (to mend the fixture). */
  ownerText: string;
  notBuilt: boolean;
}

function cell(r: CallResult): string {
  if (r.http >= 500) return `HTTP${r.http}`;
  if (r.notBuilt) return 'n/b';
  if (r.status === 0) return 'OK';
  return r.status === null ? `HTTP${r.http}` : String(r.status);
}

/**
 * What a row proves: `object` (a fixture names an object of A, X or the rescuer),
 * `public` (it names something nobody owns: publicObjects says why), `role` (it
 * names nothing: only its role gate), or `no fixture` (a gap: the matrix fails).
 */
export function kindOf(e: EndpointDef, fixture: Fixture | undefined, publicReason?: string): RowKind {
  if (fixture) return 'object';
  if (publicReason) return 'public';
  if (objectKeysOf(e).length === 0) return 'role';
  return 'no fixture';
}

/** An endpoint whose input names an object (or that has a fixture naming one). */
export function takesAnId(e: EndpointDef, fixture: Fixture | undefined): boolean {
  return fixture !== undefined || objectKeysOf(e).length > 0;
}

/** Runs one row: everyone who may not act first (with a fingerprint around them), then the owner. */
export async function runRow(
  c: FixtureCtx,
  e: EndpointDef,
  fixture: Fixture | undefined,
  leakWatchers: readonly ActorKey[],
  publicReason?: string,
): Promise<MatrixRow> {
  const kind = kindOf(e, fixture, publicReason);
  const mayAct = new Set(fixture ? fixture.mayAct : roleMayAct(e.auth));
  const input: CallInput = fixture ? await fixture.input(c) : {};
  const row: MatrixRow = {
    endpoint: e,
    kind,
    cells: {},
    crossOwner: 0,
    leaks: 0,
    faults: 0,
    changed: [],
    weakFixture: false,
    ownerText: '',
    notBuilt: false,
  };
  const refused = actorKeys.filter((k) => !mayAct.has(k));
  const before = fixture ? await fingerprint(c.t.database.db) : null;
  for (const k of refused) {
    const r = await callEndpoint(c.t, e, input, c.actors[k]);
    row.cells[k] = cell(r);
    if (r.notBuilt) row.notBuilt = true;
    if (r.http >= 500) row.faults++;
    if (r.status === 0) row.crossOwner++;
    if (r.status === 0 && leakWatchers.includes(k) && c.refs.secrets.some((s) => r.raw.includes(s)))
      row.leaks++;
  }
  for (const k of fixture?.sharedWith ?? []) {
    const r = await callEndpoint(c.t, e, input, c.actors[k]);
    row.cells[k] = cell(r);
    if (r.http >= 500) row.faults++;
    if (r.status === 0 && fixture?.privateOf?.(r.data, c.refs, input)) row.leaks++;
  }
  if (before) row.changed = changedTables(before, await fingerprint(c.t.database.db));
  const allowed = fixture ? (fixture.owner ? [fixture.owner] : []) : [...mayAct];
  for (const k of allowed) {
    const r = await callEndpoint(c.t, e, input, c.actors[k]);
    row.cells[k] = cell(r);
    if (r.notBuilt) row.notBuilt = true;
    if (r.http >= 500) row.faults++;
    if (fixture && r.status !== 0) {
      row.weakFixture = true;
      row.ownerText = r.statusText.slice(0, 80);
    }
    if (
      !fixture &&
      r.status === 0 &&
      leakWatchers.includes(k) &&
      c.refs.secrets.some((s) => r.raw.includes(s))
    )
      row.leaks++;
  }
  for (const k of mayAct) row.cells[k] ??= '·';
  return row;
}
