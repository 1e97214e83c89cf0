import { beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Campaign, Coupon } from '@rc/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { mockFetch, renderRoutes, urlOf } from '../../../testing/api-mock.js';
import { activeEn } from '../i18n/en-US.js';
import { activeZh } from '../i18n/zh-CN.js';
import { CampaignClaim } from './campaign-claim.js';
import '../i18n/register.js';

const activityId = '11111111-1111-4111-8111-111111111111';
const campaign: Campaign = {
  id: '22222222-2222-4222-8222-222222222222',
  activityId,
  serviceType: '9',
  serviceTypeName: '精致洗车',
  couponName: '精致洗车（活动领取）',
  faceValue: 3000,
  validDays: 30,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  state: 'ongoing',
  available: true,
  claimedCouponId: null,
};
const coupon: Coupon = {
  id: '33333333-3333-4333-8333-333333333333',
  serviceType: '9',
  serviceTypeName: '精致洗车',
  name: '精致洗车（活动领取）',
  code: '********1234',
  state: 'unused',
  source: 'campaign',
  validFrom: '2026-11-23T00:00:00.000Z',
  validTo: '2026-12-23T00:00:00.000Z',
  quantity: 1,
  usedCount: 0,
  faceValue: 3000,
  plateNumber: null,
  transferable: true,
};

const { fetchMock, answer } = mockFetch();

function start() {
  return renderRoutes(
    [
      { path: '/active/activedetail/:id', element: <CampaignClaim activityId={activityId} /> },
      { path: '/rights/coupondatial/:type', element: <p>coupon page</p> },
    ],
    `/active/activedetail/${activityId}`,
  );
}

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('the campaign on an activity', () => {
  it('claims the coupon once and opens it', async () => {
    let claimed = false;
    answer({
      [`/activity/campaign/${activityId}`]: () => ({
        status: 0,
        statusText: 'success',
        data: { ...campaign, claimedCouponId: claimed ? coupon.id : null },
      }),
      '/activity/claimCampaign': () => {
        claimed = true;
        return { status: 0, statusText: 'success', data: { coupon, alreadyClaimed: false } };
      },
    });
    const router = start();
    const button = await screen.findByRole('button', { name: '免费领取' });
    expect(screen.getByText('领取后 30 天内有效，每人限领 1 张')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rights/coupondatial/${coupon.id}`));
    const claim = fetchMock.mock.calls.find(([u]) => urlOf(u).includes('/activity/claimCampaign'));
    expect(claim?.[1]?.body).toBe(JSON.stringify({ campaignId: campaign.id }));
  });

  it('offers no claim when the pool is empty, and the coupon when already claimed', async () => {
    answer({
      [`/activity/campaign/${activityId}`]: () => ({
        status: 0,
        statusText: 'success',
        data: { ...campaign, available: false },
      }),
    });
    start();
    const soldOut = await screen.findByRole('button', { name: '已领完' });
    expect((soldOut as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    answer({
      [`/activity/campaign/${activityId}`]: () => ({
        status: 0,
        statusText: 'success',
        data: { ...campaign, claimedCouponId: coupon.id },
      }),
    });
    start();
    expect(await screen.findByRole('button', { name: '查看我领取的券' })).toBeTruthy();
  });

  it('shows nothing for an activity without a campaign', async () => {
    answer({});
    start();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('activity-campaign')).toBeNull();
  });

  it('English has every Chinese key', () => {
    expect(keys(activeEn).sort()).toEqual(keys(activeZh).sort());
  });
});
