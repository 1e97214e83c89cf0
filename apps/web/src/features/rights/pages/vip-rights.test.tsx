import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import 'antd-mobile/es/global';
import { screen } from '@testing-library/react';
import type { RightItem } from '@rc/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { mockFetch, ok, renderRoutes } from '../../../testing/api-mock.js';
import { Page } from './vip-rights.js';

const right = (serviceType: string, held: '0' | '1'): RightItem => ({
  serviceType,
  serviceTypeName: `权益 ${serviceType}`,
  showName: `权益 ${serviceType}`,
  jumpType: '1',
  jumpUrl: '',
  isHaveThisRight: held,
  wechatFlag: '0',
  iconUrl: '',
  remainCount: null,
});

const { answer } = mockFetch();

describe('VIP rights in English (issue 19, point 9)', () => {
  beforeAll(() => i18n.changeLanguage('en-US'));
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('names the membership level in English and counts one right in the singular', async () => {
    answer({
      '/vipRights/R00010076': () =>
        ok({
          isVip: true,
          degree: '金卡',
          degreeCode: 'G',
          bannerUrl: null,
          list: [right('41', '1'), right('42', '0')],
        }),
    });
    renderRoutes([{ path: '/rights/viprights', element: <Page /> }], '/rights/viprights');
    expect(await screen.findByText('Gold card member')).toBeTruthy();
    expect(screen.getByText('1 exclusive right is yours')).toBeTruthy();
    expect(screen.queryByText(/金卡/)).toBeNull();
  });
});
