import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityBanners,
  myInfo,
  mySuggestions,
  newsDetail,
  newsList,
  submitSuggestion,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { recordConsent } from '../../domain/consents.js';
import { inventIdNumber, testKit } from '../../testing/factories.js';
import { demoDraftNewsTitle, demoNewsRollRate } from '../../seed/mine.js';

let t: TestApp;
const { call: api, ok, aCustomer } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('news and activities', () => {
  // The news and activities are the demo seed's published content (the reader is a customer of this test).
  it('lists published news newest first with the roll rate, in the reader’s language', async () => {
    const reader = await aCustomer();
    const zh = await ok(newsList, { as: reader });
    expect(zh.rollRate).toBe(demoNewsRollRate);
    expect(zh.newsList).toHaveLength(5);
    expect(zh.newsList.map((n) => n.title)).not.toContain(demoDraftNewsTitle);
    const en = await ok(newsList, { as: reader, locale: 'en-US' });
    expect(en.newsList[0]?.title).toMatch(/^Winter driving/);
    // The article is readable without a session (shared links).
    const id = zh.newsList[0]?.id ?? '';
    const detail = await ok(newsDetail, { params: { id } });
    expect(detail.contentHtml).toContain('<p>');
  });

  it('pages activities and derives their state from the dates', async () => {
    const reader = await aCustomer();
    // Granted a minute ago, withdrawn now.
    const now = Date.now();
    const consent = (who: { id: string }, granted: boolean, at: number) =>
      recordConsent(t.database.db, who.id, 'marketing', granted, 'test-policy', 'PA_APP', new Date(at));
    await consent(reader, true, now - 60_000);
    await consent(reader, false, now);
    const page1 = await ok(activities, { as: reader, query: { onPagesize: 2 } });
    expect(page1.total).toBe(5);
    expect(page1.list).toHaveLength(2);
    const page2 = await ok(activities, { as: reader, query: { onPagesize: 2, onPagenum: 2 } });
    const page3 = await ok(activities, { as: reader, query: { onPagesize: 2, onPagenum: 3 } });
    const states = [...page1.list, ...page2.list, ...page3.list].map((a) => a.state).sort();
    expect(states).toEqual(['ended', 'ongoing', 'ongoing', 'ongoing', 'upcoming']);
    // The home carousel is a marketing push: this customer withdrew marketing, a VIP who consents sees it.
    const none = await ok(activityBanners, { as: reader });
    expect(none.list).toEqual([]);
    const vip = await aCustomer({ vip: true });
    await consent(vip, true, now);
    const banners = await ok(activityBanners, { as: vip });
    expect(banners.list).toHaveLength(2);
    expect(banners.list[0]?.jumpUrl).toMatch(/^\/active\/activedetail\//);
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
