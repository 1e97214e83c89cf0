import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '../../../shared/i18n/i18n.js';
import { mockFetch, ok, renderRoutes } from '../../../testing/api-mock.js';
import { phoneInAnotherZone } from '../../../testing/phone-zone.js';
import { Page } from './home.js';

const { answer } = mockFetch();
phoneInAnotherZone();

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('the console home', () => {
  it('says when the session ends in China time, whatever zone the browser is in (decision 039)', async () => {
    answer({
      '/ops/me': () =>
        ok({
          operator: { account: 'ops.demo', displayName: '运营演示', role: 'operator' },
          // 01:30 UTC is 09:30 in China, 17:30 the day before in Los Angeles.
          expiresAt: '2026-11-27T01:30:00.000Z',
        }),
      '/ops/overview': () =>
        ok({
          day: '2026-11-27',
          ordersToday: [],
          rescuesOpen: 0,
          rescuesOverdue: 0,
          redemptionsToday: 0,
          feedbackWaiting: 0,
          todos: [],
        }),
    });
    renderRoutes([{ path: '/console', element: <Page /> }], '/console');
    const ends = await screen.findByTestId('console-session-ends');
    expect(ends.textContent).toContain('09:30');
    expect(ends.textContent).not.toContain('17:30');
  });
});
