import { describe, expect, it } from 'vitest';
import { rightUseOf, rightUses } from '@rc/contract';
import { demoCatalogue } from './rights-catalogue.js';
import { extraCatalogue } from './service-types.js';
import { seededServiceTypes } from './service-types/index.js';

/** Every service type the demo seeds: the rights catalogue, the form services' entries and the forms' own. */
const seededTypes = [
  ...new Set([
    ...demoCatalogue.map((c) => c.serviceType),
    ...extraCatalogue.map((c) => c.serviceType),
    ...seededServiceTypes.map((d) => d.serviceType),
  ]),
].sort((a, b) => Number(a) - Number(b));

describe('every seeded right leads to its use (issue 19)', () => {
  it.each(seededTypes)('service type %s has a use screen', (type) => {
    expect(rightUses[type], `no entry for service type ${type} in rightUses`).toBeDefined();
  });

  it.each(seededServiceTypes.map((d) => [d.code, d.serviceType] as const))(
    'the %s form (type %s) is booked from its coupon, not only shown as a code',
    (_code, type) => {
      expect(rightUseOf(type).kind).toBe('book');
    },
  );

  it.each(demoCatalogue.map((c) => [c.serviceType, c.jumpType ?? '1'] as const))(
    "type %s (jumpType %s) is used on the partner's page exactly when the catalogue links out",
    (type, jumpType) => {
      expect(rightUseOf(type).kind === 'partner').toBe(jumpType === '3');
    },
  );
});
