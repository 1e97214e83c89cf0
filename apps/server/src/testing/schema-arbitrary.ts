import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check values from a contract schema, read through its JSON Schema
 * (zod 4's z.toJSONSchema): mostly values the schema accepts, near its edges,
 * mixed with values it refuses (wrong types, too long, hostile text) and the
 * extra fields a caller should never be able to set.
 */
type Json = Record<string, unknown>;

const hostileText = fc.constantFrom(
  '',
  ' ',
  "' or 1=1 --",
  '"; drop table orders; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '\u0000',
  '𠮷'.repeat(40),
  '%00%0d%0a',
  '${7*7}',
  'null',
  'NaN',
  '-1',
  '1e309',
  '0x41',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(5000),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, -1e308, [], {}, [null], {
    $gt: '',
  }),
);

/** Fields no request may set on its own object: whatever the schema says, they are ignored or refused. */
export const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    status: fc.constantFrom('completed', 'redeemed', 0, 'done'),
    owner: fc.constantFrom('PID10000002', 'admin'),
    customerId: fc.uuid(),
    amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    price: fc.integer({ min: -1_000_000, max: 1_000_000 }),
    priceFen: fc.constantFrom(-1, 0, 1),
    usedCount: fc.constantFrom(-5, 0, 99),
    role: fc.constantFrom('merchant', 'admin'),
    __proto__: fc.constant({ polluted: true }),
    constructor: fc.constant({ prototype: { polluted: true } }),
  },
  { requiredKeys: [] },
);

function stringArb(n: Json): fc.Arbitrary<string> {
  const min = typeof n.minLength === 'number' ? n.minLength : 0;
  const max = typeof n.maxLength === 'number' ? Math.min(n.maxLength, 64) : 24;
  if (Array.isArray(n.enum)) return fc.constantFrom(...(n.enum as string[]));
  if (typeof n.pattern === 'string') {
    try {
      return fc
        .stringMatching(new RegExp(n.pattern))
        .filter((s) => s.length >= min && s.length <= (typeof n.maxLength === 'number' ? n.maxLength : 1e6));
    } catch {
      // a pattern fast-check cannot invert: plain strings
    }
  }
  if (n.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (n.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (n.format === 'uuid') return fc.uuid();
  return fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

function numberArb(n: Json, integer: boolean): fc.Arbitrary<number> {
  const min = typeof n.minimum === 'number' ? n.minimum : -1e6;
  const max = typeof n.maximum === 'number' ? n.maximum : 1e6;
  const edges = fc.constantFrom(min, max);
  return integer
    ? fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), edges)
    : fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), edges);
}

/** Values close to what the schema accepts. */
function validish(node: unknown, depth: number): fc.Arbitrary<unknown> {
  if (!node || typeof node !== 'object' || depth > 6) return fc.constant(null);
  const n = node as Json;
  if ('const' in n) return fc.constant(n.const);
  for (const k of ['oneOf', 'anyOf'] as const) {
    const list = n[k];
    if (Array.isArray(list) && list.length > 0) return fc.oneof(...list.map((x) => validish(x, depth + 1)));
  }
  if (Array.isArray(n.allOf) && n.allOf.length > 0) return validish(n.allOf[0], depth + 1);
  if (Array.isArray(n.enum)) return fc.constantFrom(...(n.enum as unknown[]));
  const type = Array.isArray(n.type) ? (n.type as string[])[0] : n.type;
  switch (type) {
    case 'string':
      return stringArb(n);
    case 'integer':
      return numberArb(n, true);
    case 'number':
      return numberArb(n, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = typeof n.minItems === 'number' ? n.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof n.maxItems === 'number' ? n.maxItems : 3, 3));
      return fc.array(validish(n.items, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const props = (n.properties ?? {}) as Record<string, unknown>;
      const required = Array.isArray(n.required) ? (n.required as string[]) : [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = valueArb(v, depth + 1);
      return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** Mostly near-valid, sometimes hostile. */
function valueArb(node: unknown, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validish(node, depth), weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

export function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
}

/** An object input for a schema (params, query or body), sometimes with extra fields, sometimes not an object. */
export function inputArb(schema: z.ZodType | undefined, opts: { extras: boolean }): fc.Arbitrary<unknown> {
  if (!schema) return opts.extras ? extraFields : fc.constant(undefined);
  const base = validish(jsonSchemaOf(schema), 0);
  const withExtras = opts.extras
    ? fc
        .tuple(base, extraFields)
        .map(([b, x]) => (b && typeof b === 'object' && !Array.isArray(b) ? { ...x, ...b } : b))
    : base;
  return fc.oneof({ arbitrary: withExtras, weight: 8 }, { arbitrary: hostileValue, weight: 1 });
}
