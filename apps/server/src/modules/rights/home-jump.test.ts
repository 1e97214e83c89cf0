import { describe, expect, it } from 'vitest';
import { decideJumpFlag } from './home-jump.js';
import type { CatalogueEntry, Holding } from './home-catalogue.js';

const entry = (jumpType: string, jumpUrl = ''): CatalogueEntry => ({
  serviceType: '9',
  name: '精致洗车',
  nameEn: 'Car wash',
  showName: '精致洗车',
  showNameEn: 'Car wash',
  module: 'carSteward',
  jumpType,
  jumpUrl,
  wechatOnly: false,
  vipOnly: false,
  branchCodes: [],
  icon: 'car#wash',
  description: '',
  descriptionEn: '',
  usageNotes: '',
  usageNotesEn: '',
  transferable: false,
  freeTowKm: 0,
  sort: 9,
  enabled: true,
});
const holding = (coupons: number): Holding => ({
  coupons,
  usesLeft: coupons,
  nearestValidTo: null,
  source: 'policy',
});

describe('the jump flag of a right (auth/R00010035)', () => {
  it.each([
    ['holds none', entry('1'), undefined, { isReturnRightsDetails: '0', flag: '0' }],
    ['unknown right', null, holding(1), { isReturnRightsDetails: '0', flag: '0' }],
    ['one usable coupon: its detail', entry('1'), holding(1), { isReturnRightsDetails: '1', flag: '2' }],
    ['several: the list', entry('1'), holding(3), { isReturnRightsDetails: '1', flag: '0', jumpType: '1' }],
    ['a right with its own page', entry('2'), holding(3), { isReturnRightsDetails: '1', flag: '1' }],
    [
      'external',
      entry('3', 'https://x.example/h5'),
      holding(1),
      { isReturnRightsDetails: '1', flag: '0', jumpType: '3', jumpUrl: 'https://x.example/h5' },
    ],
  ] as const)('%s', (_name, e, held, expected) => {
    expect(decideJumpFlag(e, held)).toMatchObject(expected);
  });
});
