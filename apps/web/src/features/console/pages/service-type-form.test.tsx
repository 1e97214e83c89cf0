import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpsServiceType, ServiceField } from '@rc/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { mockFetch, ok, renderRoutes, urlOf } from '../../../testing/api-mock.js';
import { draftOf, fieldOf, optionDraftsOf } from '../components/service-field-draft.js';
import { Page } from './service-type-form.js';

const place: ServiceField = {
  key: 'place',
  kind: 'address',
  required: true,
  label: { 'zh-CN': '服务地址', 'en-US': 'Address' },
};
const homeSize: Extract<ServiceField, { kind: 'select' }> = {
  key: 'homeSize',
  kind: 'select',
  required: true,
  multiple: false,
  label: { 'zh-CN': '房屋面积', 'en-US': 'Home size' },
  options: [
    { code: 'small', label: { 'zh-CN': '90㎡ 以下', 'en-US': 'Under 90 m²' }, priceFen: 0 },
    { code: 'large', label: { 'zh-CN': '140㎡ 以上', 'en-US': 'Over 140 m²' }, priceFen: 10_000 },
  ],
};
const remark: ServiceField = {
  key: 'remark',
  kind: 'text',
  required: false,
  label: { 'zh-CN': '备注', 'en-US': 'Notes' },
  minLength: 0,
  maxLength: 200,
  multiline: true,
};

const item: OpsServiceType = {
  code: 'homeClean',
  serviceType: '21',
  title: '家庭保洁预约',
  route: '/order/homeclean',
  baseFen: 15_000,
  couponCoversFen: 15_000,
  fieldPrices: [],
  enabled: true,
  description: {
    code: 'homeClean',
    serviceType: '21',
    businessType: 'home',
    family: 'home',
    route: '/order/homeclean',
    title: { 'zh-CN': '家庭保洁预约', 'en-US': 'Book home cleaning' },
    notice: { 'zh-CN': '服务前 2 小时可免费取消', 'en-US': 'Cancel free up to 2 hours before' },
    couponTypes: ['21'],
    price: { baseFen: 15_000, couponCoversFen: 15_000 },
    fields: [place, homeSize, remark],
    enabled: true,
  },
  fixedFieldKeys: ['place'],
  version: 4,
  updatedAt: '2026-11-23T08:00:00.000Z',
};

const { fetchMock, answer: answerRoutes, callsTo } = mockFetch();

/** The version the list answers (a colleague's save moves it). */
let listed = item.version;
function answer(saveReply: () => unknown) {
  answerRoutes({
    '/ops/catalogue/serviceTypes': () =>
      ok({ list: [{ ...item, version: listed }], addableKinds: ['text', 'select'] }),
    '/ops/catalogue/serviceTypes/saveForm': saveReply,
  });
}

function start() {
  return renderRoutes(
    [
      { path: '/console/service-types/:code', element: <Page /> },
      { path: '/console/service-types', element: <p>service list</p> },
    ],
    '/console/service-types/homeClean',
  );
}

const saves = () => callsTo('/saveForm');
const savedBody = () => {
  const call = saves().at(-1);
  return JSON.parse(call?.[1]?.body as string) as { version: number; fields: ServiceField[] };
};
const rows = () => screen.getAllByTestId('service-form-field');
const rowOf = (key: string) => {
  const row = rows().find((r) => r.dataset.key === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});
beforeEach(() => {
  listed = item.version;
});

describe('the service form editor', () => {
  it('reorders, relabels and adds a field, and saves the whole form with the version it started from', async () => {
    answer(() => ({ status: 0, statusText: 'success', data: { ...item, version: 5 } }));
    const router = start();
    await screen.findByTestId('service-form-editor');
    expect(rows().map((r) => r.dataset.key)).toEqual(['place', 'homeSize', 'remark']);
    // A field orders depend on offers no removal.
    expect(within(rowOf('place')).queryByTestId('service-form-field-remove')).toBeNull();

    fireEvent.click(within(rowOf('homeSize')).getByTestId('service-form-field-up'));
    expect(rows().map((r) => r.dataset.key)).toEqual(['homeSize', 'place', 'remark']);

    fireEvent.click(within(rowOf('homeSize')).getByTestId('service-form-field-edit'));
    await screen.findByTestId('service-field-editor');
    type('field-labelZh', '住房面积');
    type('field-option-1-price', '120');
    fireEvent.click(screen.getByTestId('service-field-apply'));
    await waitFor(() => expect(screen.queryByTestId('service-field-editor')).toBeNull());
    expect(within(rowOf('homeSize')).getByText('住房面积')).toBeTruthy();

    fireEvent.click(screen.getByTestId('service-form-add'));
    await screen.findByTestId('service-field-editor');
    type('field-key', 'gateCode');
    fireEvent.click(screen.getByTestId('service-field-apply'));
    // Names are required in both languages: nothing is added until they are written.
    expect(screen.getByTestId('field-labelZh').getAttribute('aria-invalid')).toBe('true');
    type('field-labelZh', '门禁密码');
    type('field-labelEn', 'Gate code');
    fireEvent.click(screen.getByTestId('field-required'));
    fireEvent.click(screen.getByTestId('service-field-apply'));
    await waitFor(() => expect(rows().map((r) => r.dataset.key)).toContain('gateCode'));

    fireEvent.click(screen.getByTestId('service-form-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/service-types'));
    const body = savedBody();
    expect(body.version).toBe(4);
    expect(body.fields.map((f) => f.key)).toEqual(['homeSize', 'place', 'remark', 'gateCode']);
    const size = body.fields[0];
    expect(size?.label['zh-CN']).toBe('住房面积');
    expect(size?.kind === 'select' && size.options[1]?.priceFen).toBe(12_000);
    expect(body.fields[3]).toMatchObject({
      kind: 'text',
      required: true,
      label: { 'zh-CN': '门禁密码', 'en-US': 'Gate code' },
    });
  });

  it('removes a field after confirming, and stays on the form (and its version) when the server refuses', async () => {
    answer(() => ({ status: -3, statusText: '该服务已被同事修改，请刷新后重新编辑', data: null }));
    const router = start();
    await screen.findByTestId('service-form-editor');
    fireEvent.click(within(rowOf('remark')).getByTestId('service-form-field-remove'));
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(rows().map((r) => r.dataset.key)).toEqual(['place', 'homeSize']));
    fireEvent.click(screen.getByTestId('service-form-save'));
    await waitFor(() => expect(savedBody().fields.map((f) => f.key)).toEqual(['place', 'homeSize']));
    expect(router.state.location.pathname).toBe('/console/service-types/homeClean');
    // A colleague saved meanwhile: the list is refetched, but this draft still names the version it
    // started from, so the server keeps refusing it instead of overwriting the colleague's form.
    listed = 5;
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => urlOf(u).endsWith('/serviceTypes')).length).toBeGreaterThan(
        1,
      ),
    );
    fireEvent.click(screen.getByTestId('service-form-save'));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(savedBody().version).toBe(4);
    expect(rows().map((r) => r.dataset.key)).toEqual(['place', 'homeSize']);
  });
});

describe('a field draft', () => {
  it('marks a minimum above its maximum, a blank English name and a taken key', () => {
    const d = { ...draftOf(remark), minLength: '20', maxLength: '10', labelEn: ' ' };
    expect(fieldOf(remark, d, [], ['remark'])).toEqual({
      bad: expect.arrayContaining(['key', 'labelEn', 'minLength', 'maxLength']) as unknown,
    });
  });

  it('turns yuan back into fen and keeps an option’s code', () => {
    const options = optionDraftsOf(homeSize).map((o) => ({ ...o, price: '50.5' }));
    const result = fieldOf(homeSize, draftOf(homeSize), options, []);
    expect('field' in result && result.field.kind === 'select' && result.field.options).toEqual([
      { code: 'small', label: homeSize.options[0]?.label, priceFen: 5_050 },
      { code: 'large', label: homeSize.options[1]?.label, priceFen: 5_050 },
    ]);
  });
});
