import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointRef } from '@rc/contract';
import { callEndpoint } from '../../shared/api/client.js';
import { myRightsHomeQuery } from '../../features/personal-centre/api/my-rights-home.js';
import { homeExpiryTipsQuery } from '../../features/personal-centre/api/home-expiry-tips.js';
import { fullHomePageQuery } from '../../features/personal-centre/api/full-home-page.js';
import { newsListQuery } from '../../shared/news/news-list.js';
import { fetchMyCoupons } from '../../features/rights/api/my-coupons.js';
import { giftPackageQuery } from '../../features/rights/api/gift-package.js';
import { authorizedUsersQuery } from '../../features/personal-centre/api/authorized-users.js';
import { merchantHomeQuery } from '../../features/merchant/api/merchant-home.js';
import { landingScreens } from './landing.js';

vi.mock('../../shared/api/client.js', () => ({ callEndpoint: vi.fn(() => Promise.resolve({})) }));

afterEach(() => vi.mocked(callEndpoint).mockClear());

/** What the screens' own queries ask the client for, as endpoint name and body. */
function asked(): { name: string; body: unknown }[] {
  return vi.mocked(callEndpoint).mock.calls.map((call) => {
    const ref: EndpointRef = call[0];
    const input = (call[1] ?? {}) as { body?: unknown; params?: unknown; query?: unknown };
    // The boot only sends calls without path parameters or a query.
    expect(input.params).toBeUndefined();
    expect(input.query).toBeUndefined();
    return { name: ref.name, body: input.body };
  });
}

const early = (path: keyof typeof landingScreens) =>
  (landingScreens[path]?.reads ?? []).map((r) => ({ name: r.ref.name, body: r.body }));

async function run(queryFn: unknown): Promise<void> {
  if (typeof queryFn !== 'function') throw new Error('no queryFn');
  await (queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>)({
    signal: new AbortController().signal,
  });
}

describe('the boot script sends exactly what the landing screens ask for first', () => {
  it('rights home: the rights model, the expiry tips, the sections and the news', async () => {
    for (const options of [myRightsHomeQuery(), homeExpiryTipsQuery(), fullHomePageQuery(), newsListQuery()])
      await run(options.queryFn);
    expect(early('/mine/persional')).toEqual(asked());
  });

  it('my coupons: page 1 of the usable tab', async () => {
    await fetchMyCoupons('usable', 1, new AbortController().signal);
    expect(early('/rights/mycoupons')).toEqual(asked());
  });

  it('the gift package, the authorised users and the merchant home: their one read each', async () => {
    await run(giftPackageQuery().queryFn);
    expect(early('/rights/getown')).toEqual(asked());
    vi.mocked(callEndpoint).mockClear();
    await run(authorizedUsersQuery().queryFn);
    expect(early('/mine/rightUser')).toEqual(asked());
    vi.mocked(callEndpoint).mockClear();
    await run(merchantHomeQuery.queryFn);
    expect(early('/merchant/merchantHomepage')).toEqual(asked());
  });
});
