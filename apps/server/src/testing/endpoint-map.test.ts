import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointMapFile, endpointMapRows, renderEndpointMap } from './endpoint-map.js';

describe('the endpoint map (docs/endpoints.md)', () => {
  it('says what the code does today (npm run endpoint-map -w @rc/server writes it again)', () => {
    expect(readFileSync(endpointMapFile, 'utf8')).toBe(renderEndpointMap());
  });

  it('finds no endpoint bound twice, and the handler, web files and screens of a known one', () => {
    const rows = endpointMapRows();
    expect(rows.filter((r) => r.handlers.length > 1).map((r) => r.endpoint.name)).toEqual([]);
    const myCoupons = rows.find((r) => r.endpoint.name === 'myCoupons');
    expect(myCoupons?.handlers).toEqual(['apps/server/src/modules/rights/coupons-routes.ts']);
    expect(myCoupons?.webFiles).toContain('apps/web/src/features/rights/api/my-coupons.ts');
    expect(myCoupons?.screens).toContain('/rights/mycoupons');
  });
});
