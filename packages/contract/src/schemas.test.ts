import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from './registry.js';

/**
 * Every input a caller controls is bounded: strings have a maximum length, numbers
 * a minimum and a maximum, arrays and records a maximum size.
 */
type Def = { type: string; [k: string]: unknown };
function unboundedInputs(schema: z.ZodType, path: string): string[] {
  const s = schema as unknown as {
    def: Def;
    maxLength?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
    shape?: Record<string, z.ZodType>;
  };
  const def = s.def;
  const inner = (k: string) => def[k] as z.ZodType;
  switch (def.type) {
    case 'string':
      return s.maxLength == null ? [path] : [];
    case 'number': {
      const bounded =
        s.minValue != null &&
        s.maxValue != null &&
        s.minValue > Number.MIN_SAFE_INTEGER &&
        s.maxValue < Number.MAX_SAFE_INTEGER;
      return bounded ? [] : [path];
    }
    case 'object':
      return Object.entries(s.shape ?? {}).flatMap(([k, v]) => unboundedInputs(v, `${path}.${k}`));
    case 'array': {
      const checks = (def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? [];
      const hasMax = checks.some((c) => c._zod.def.check === 'max_length');
      return [...(hasMax ? [] : [`${path}[]`]), ...unboundedInputs(inner('element'), `${path}[]`)];
    }
    case 'record': {
      const checks = (def.checks as unknown[] | undefined) ?? [];
      return [
        ...(checks.length > 0 ? [] : [`${path}{}`]),
        ...unboundedInputs(inner('keyType'), `${path}{key}`),
        ...unboundedInputs(inner('valueType'), `${path}{}`),
      ];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return unboundedInputs(inner('innerType'), path);
    case 'pipe':
      return unboundedInputs(inner('in'), path);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o, i) => unboundedInputs(o, `${path}|${i}`));
    case 'enum':
    case 'literal':
    case 'boolean':
    case 'null':
      return [];
    default:
      return [`${path} (${def.type})`];
  }
}

describe('inputs are bounded', () => {
  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s', (_, e) => {
    const found = (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = e[part];
      return schema ? unboundedInputs(schema, part) : [];
    });
    expect(found).toEqual([]);
  });
});

describe('schemas convert to JSON Schema (the OpenAPI document is built from them)', () => {
  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s', (_, e) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = e[part];
      if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    }
    expect(() => z.toJSONSchema(e.data, { io: 'output' })).not.toThrow();
  });
});
