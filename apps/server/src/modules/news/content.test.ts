import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  myInfo,
  mySuggestions,
  submitSuggestion,
  type ActivitySummary,
  type NewsDetail,
  type NewsItem,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { inventIdNumber, testKit } from '../../testing/factories.js';
import { demoDraftNewsTitle, demoNewsRollRate } from '../../seed/mine.js';

let t: TestApp;
const { call: api, aCustomer } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
  locale?: 'zh-CN' | 'en-US',
) {
  const res = await t.call({
    method,
    url: `/api/rcservice/${url}`,
    token,
    locale,
    ...(payload ? { payload } : {}),
  });
  return res.json<Reply<T>>();
}

describe('news and activities', () => {
  it('lists published news newest first with the roll rate, in the reader’s language', async () => {
    const { token } = await loginAs(t, 'headPage');
    const zh = await call<{ newsList: NewsItem[]; rollRate: number }>('GET', 'news/R00010009', token);
    expect(zh.data.rollRate).toBe(demoNewsRollRate);
    expect(zh.data.newsList).toHaveLength(5);
    expect(zh.data.newsList.map((n) => n.title)).not.toContain(demoDraftNewsTitle);
    const en = await call<{ newsList: NewsItem[] }>('GET', 'news/R00010009', token, undefined, 'en-US');
    expect(en.data.newsList[0]?.title).toMatch(/^Winter driving/);
    // The article is readable without a session (shared links).
    const id = zh.data.newsList[0]?.id ?? '';
    const detail = await call<NewsDetail>('GET', `news/R00010010/${id}`);
    expect(detail.data.contentHtml).toContain('<p>');
  });

  it('pages activities and derives their state from the dates', async () => {
    const { token } = await loginAs(t, 'headPage');
    const page1 = await call<{ list: ActivitySummary[]; total: number }>(
      'GET',
      'activity/R00010001?onPagesize=2',
      token,
    );
    expect(page1.data.total).toBe(5);
    expect(page1.data.list).toHaveLength(2);
    const page2 = await call<{ list: ActivitySummary[] }>(
      'GET',
      'activity/R00010001?onPagesize=2&onPagenum=2',
      token,
    );
    const page3 = await call<{ list: ActivitySummary[] }>(
      'GET',
      'activity/R00010001?onPagesize=2&onPagenum=3',
      token,
    );
    const states = [...page1.data.list, ...page2.data.list, ...page3.data.list].map((a) => a.state).sort();
    expect(states).toEqual(['ended', 'ongoing', 'ongoing', 'ongoing', 'upcoming']);
    // The home carousel is a marketing push: this customer withdrew marketing, a VIP who consents sees it.
    const none = await call<{ list: unknown[] }>('GET', 'activity/R00010008', token);
    expect(none.data.list).toEqual([]);
    const vip = await loginAs(t, 'vip');
    const banners = await call<{ list: { jumpUrl: string }[] }>('GET', 'activity/R00010008', vip.token);
    expect(banners.data.list).toHaveLength(2);
    expect(banners.data.list[0]?.jumpUrl).toMatch(/^\/active\/activedetail\//);
  });
});

describe('suggestions', () => {
  it('keeps each customer’s suggestions to themselves', async () => {
    const a = await aCustomer();
    const b = await aCustomer();
    const sent = await api(submitSuggestion, {
      as: a,
      body: { category: 'service', content: '希望增加更多门店' },
    });
    expect(sent.status).toBe(0);
    const mine = await api(mySuggestions, { as: a });
    expect(mine.data.list.map((s) => s.id)).toEqual([sent.data.id]);
    const theirs = await api(mySuggestions, { as: b });
    expect(theirs.data.total).toBe(0);
    expect(
      (await api(submitSuggestion, { as: a, body: { category: 'service', content: '短' } })).status,
    ).toBe(-5);
  });
});

describe('my info (person/signInInfo)', () => {
  it('answers masked details with sex, age and birthday from the ID number', async () => {
    const idNumber = inventIdNumber('19850312', '1');
    const me = await aCustomer({ name: '周明', mobile: '17051234567', idNumber, branches: ['110000'] });
    const info = await api(myInfo, { as: me });
    expect(info.status).toBe(0);
    expect(info.data).toMatchObject({
      custName: '周*',
      mobile: '170****4567',
      idNumber: `${idNumber.slice(0, 4)}**********${idNumber.slice(-4)}`,
      sex: '1',
      birthday: '1985-03-12',
      branchCompanyName: '北京分公司',
    });
    expect(info.data.age).toBeGreaterThanOrEqual(40);
    const noId = await aCustomer({ verified: false, idNumber: null });
    const blank = await api(myInfo, { as: noId });
    expect(blank.data).toMatchObject({ idNumber: '', sex: '', age: null, birthday: null });
  });
});
