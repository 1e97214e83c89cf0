import { beforeEach, describe, expect, it } from 'vitest';
import { refUrl } from '@rc/contract';
import { myRightsHomeQuery } from '../../features/personal-centre/api/my-rights-home.js';
import { homeExpiryTipsQuery } from '../../features/personal-centre/api/home-expiry-tips.js';
import { fullHomePageQuery } from '../../features/personal-centre/api/full-home-page.js';
import { newsListQuery } from '../../shared/news/news-list.js';
import { fetchMyCoupons } from '../../features/rights/api/my-coupons.js';
import { giftPackageQuery } from '../../features/rights/api/gift-package.js';
import { authorizedUsersQuery } from '../../features/personal-centre/api/authorized-users.js';
import { merchantHomeQuery } from '../../features/merchant/api/merchant-home.js';
import { jsonResponse, mockFetch, ok, urlOf } from '../../testing/api-mock.js';
import { landingScreens } from './landing.js';

/** What reaches the network: the real client, with `fetch` answering every call with an empty success. */
const { fetchMock } = mockFetch();
beforeEach(() => {
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(ok({}))));
});

/** What the screens' own queries sent, as URL and body (the boot sends calls without a query). */
function asked(): { url: string; body: unknown }[] {
  const sent = fetchMock.mock.calls.map(([url, init]) => ({
    url: urlOf(url),
    // A read without a body stays without one (the boot's reads say `undefined`, not `{}`).
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
  fetchMock.mockClear();
  return sent;
}

const early = (path: keyof typeof landingScreens) =>
  (landingScreens[path]?.reads ?? []).map((r) => ({ url: refUrl(r.ref), body: r.body }));

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
    await run(authorizedUsersQuery().queryFn);
    expect(early('/mine/rightUser')).toEqual(asked());
    await run(merchantHomeQuery.queryFn);
    expect(early('/merchant/merchantHomepage')).toEqual(asked());
  });
});
