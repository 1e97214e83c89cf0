import { beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivitySummary, Banner } from '@rc/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { jsonResponse, mockFetch, ok, renderRoutes } from '../../../testing/api-mock.js';
import { personalEnUS } from '../i18n/personal-en-US.js';
import { personalZhCN } from '../i18n/personal-zh-CN.js';
import { ActivityBanners, ActivityList } from './home-activities.js';
import '../i18n/personal-register.js';

const activity = (n: number, state: ActivitySummary['state'] = 'ongoing'): ActivitySummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `活动 ${String(n)}`,
  coverUrl: '',
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: '2026-02-01T00:00:00.000Z',
  state,
});
const banner = (n: number, extra: Partial<Banner> = {}): Banner => ({
  id: activity(n).id,
  title: `横幅 ${String(n)}`,
  imageUrl: '',
  jumpType: '1',
  jumpUrl: `/active/activedetail/${activity(n).id}`,
  ...extra,
});

const { fetchMock, answer } = mockFetch();

function start(element: React.ReactElement) {
  return renderRoutes(
    [
      { path: '/mine/persional', element },
      { path: '/active/activedetail/:id', element: <p>activity page</p> },
    ],
    '/mine/persional',
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

describe('the activities on the rights home', () => {
  it('lists the newest activities, appends the next page on "more" and opens one', async () => {
    const all = Array.from({ length: 7 }, (_, i) => activity(i + 1, i === 6 ? 'ended' : 'ongoing'));
    answer({
      '/activity/R00010001': (url) => {
        const page = Number(url.searchParams.get('onPagenum'));
        const size = Number(url.searchParams.get('onPagesize'));
        return ok({ list: all.slice((page - 1) * size, page * size), total: all.length });
      },
    });
    const router = start(<ActivityList />);
    const section = await screen.findByTestId('home-activities');
    expect(within(section).getByRole('heading', { name: '精彩活动' })).toBeTruthy();
    await within(section).findByText('活动 1');
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);

    fireEvent.click(within(section).getByRole('button', { name: '查看更多活动' }));
    await within(section).findByText('活动 7');
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
    expect(within(section).getByText('已结束')).toBeTruthy();
    // Everything is shown: no "more" once the total is reached.
    expect(within(section).queryByRole('button', { name: '查看更多活动' })).toBeNull();

    fireEvent.click(within(section).getByText('活动 2'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/active/activedetail/${activity(2).id}`),
    );
  });

  it('shows the loading state, then says when there are no activities', async () => {
    let release: (() => void) | undefined;
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve(jsonResponse(ok({ list: [], total: 0 })));
        }),
    );
    start(<ActivityList />);
    expect(await screen.findByText('正在加载活动…')).toBeTruthy();
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await screen.findByText('暂无活动，敬请期待')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('says when the list failed and loads it again on retry', async () => {
    let fail = true;
    answer({
      '/activity/R00010001': () =>
        fail ? { status: -1, statusText: 'boom', data: null } : ok({ list: [activity(1)], total: 1 }),
    });
    start(<ActivityList />);
    expect(await screen.findByText('活动加载失败，请稍后重试')).toBeTruthy();
    expect(screen.queryByText('活动 1')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('活动 1')).toBeTruthy();
  });

  it('the carousel opens the banner’s activity, and is absent without banners', async () => {
    answer({ '/activity/R00010008': () => ok({ list: [banner(3), banner(4)] }) });
    const router = start(<ActivityBanners />);
    const carousel = await screen.findByTestId('activity-banners');
    fireEvent.click(within(carousel).getAllByTestId(`activity-banner-${banner(4).id}`)[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/active/activedetail/${banner(4).id}`));
    cleanup();

    answer({ '/activity/R00010008': () => ok({ list: [] }) });
    start(<ActivityBanners />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('activity-banners')).toBeNull();
  });

  it('English has every Chinese key', () => {
    expect(keys(personalEnUS).sort()).toEqual(keys(personalZhCN).sort());
  });
});
