import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  endpointMapFile,
  endpointMapRows as readRows,
  renderEndpointMap,
  useOfRefs,
  type EndpointMapRow,
} from './endpoint-map.js';

/** Read off the code once for the file: every case looks at the same tree (it parses the whole web app). */
let cached: EndpointMapRow[] | undefined;
const endpointMapRows = () => (cached ??= readRows());

describe('the endpoint map (docs/endpoints.md)', () => {
  it('says what the code does today (npm run endpoint-map -w @rc/server writes it again)', () => {
    expect(readFileSync(endpointMapFile, 'utf8')).toBe(renderEndpointMap(endpointMapRows()));
  });

  it('finds no endpoint bound twice, and the handler, web files and screens of a known one', () => {
    const rows = endpointMapRows();
    expect(rows.filter((r) => r.handlers.length > 1).map((r) => r.endpoint.name)).toEqual([]);
    const myCoupons = rows.find((r) => r.endpoint.name === 'myCoupons');
    expect(myCoupons?.handlers).toEqual(['apps/server/src/modules/rights/coupons-routes.ts']);
    expect(myCoupons?.webFiles).toContain('apps/web/src/features/rights/api/my-coupons.ts');
    expect(myCoupons?.screens).toContain('/rights/mycoupons');
  });

  it('lists a web file that only invalidates an endpoint as refreshing it, not as calling it', () => {
    const rows = endpointMapRows();
    const result = rows.find((r) => r.endpoint.name === 'aiAssessmentResult');
    expect(result?.webFiles).toEqual(['apps/web/src/features/rights/api/ai-assessment-result.ts']);
    expect(result?.refreshedBy).toContain('apps/web/src/shared/api/cache-families.ts');
    // The screens come from the callers only: the cache family reaches nearly every screen.
    expect(result?.screens).toEqual(['/rights/aiassess']);
    const urge = rows.find((r) => r.endpoint.name === 'followRescue');
    expect(urge?.refreshedBy).toContain('apps/web/src/features/rescue/api/urge-rescue.ts');
    expect(urge?.webFiles).not.toContain('apps/web/src/features/rescue/api/urge-rescue.ts');
  });

  it('tells a call from a refresh by every use of the ref in a file', () => {
    const source = (text: string) => ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true);
    const refs = new Map([
      ['a', 'a'],
      ['b', 'b'],
      ['c', 'c'],
      ['d', 'd'],
    ]);
    const uses = useOfRefs(
      source(`import { a, b, c, d } from '@rc/contract/refs';
        export const reads = [a, ...[b]];
        const q = () => client.invalidateQueries({ queryKey: queryKeyOf(b, 1) });
        const r = () => invalidateReads(client, c);
        const s = () => callEndpoint(c, { body: {} });
        const u = queryOptions({ queryKey: queryKeyOf(d), queryFn: () => callEndpoint(d, {}) });`),
      refs,
    );
    expect(Object.fromEntries(uses)).toEqual({ a: 'refresh', b: 'refresh', c: 'call', d: 'call' });
  });
});
