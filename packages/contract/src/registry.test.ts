import { describe, expect, it } from 'vitest';
import { endpointUrl, isConsoleAuth, paramNames, routePath } from './endpoint.js';
import type { EndpointDef, HttpMethod } from './endpoint.js';
import { allEndpoints } from './registry.js';
import { downloadTemplate } from './endpoints/template.js';
import { initOrderDetail } from './endpoints/order.js';
import { switchPlate } from './endpoints/authority.js';
import { submitFeedbackReport } from './endpoints/feedback.js';
import { login } from './endpoints/auth.js';

/**
 * Spec section 7, line by line, as `METHOD group/code`. Where the spec names a call
 * without its group (authority, rights, merchant...), the group is its heading; the
 * block "activity, gift, news, suggest" is split as the contract splits it.
 */
const specCalls = `
  POST auth/R00010003
  POST auth/R00010103
  POST auth/R00010005
  GET  auth/R00010004
  POST auth/R00010032
  GET  auth/R00010047
  POST auth/R00010035
  GET  auth/R00010074
  GET  auth/R00010084

  GET  common/R00010006
  GET  common/R00010007

  POST feedback/report
  POST gettoken/R00040032

  POST authority/R00010042
  POST authority/R00010043
  GET  authority/R00010044
  GET  authority/R00010045
  POST authority/R00010041
  GET  authority/R00010046
  GET  authority/R00010093

  GET  rights/R00010024
  POST rights/R000100tipsSelect
  GET  rights/R00010022
  GET  rights/R00010089
  POST rights/R00010023
  POST rights/R00010021
  POST rights/R00010019
  POST rights/R00010018
  POST rights/R00010020
  GET  rights/R00010026
  GET  rights/R00010025
  GET  rights/R00010027
  GET  rights/R00010028
  POST rights/R00010016
  POST rights/R00010017
  POST rights/R00010029
  POST rights/R00010066

  GET  activity/R00010001
  GET  activity/R00010002
  GET  activity/R00010008
  POST gift/R00010048
  POST gift/R00040034
  POST gift/R00040035
  POST gift/R00010049
  GET  news/R00010009
  GET  news/R00010010
  GET  suggest/R00010030
  POST suggest/R00010031

  POST driverOrder/R00010065
  POST vipRights/R00010076
  GET  AIMeasureApi/R00020101
  GET  AIMeasureApi/R00020102
  POST personalHomePage/getJyPersonalHomePage
  POST personalHomePage/getAllPersonalHomePage
  POST personalHomePage/getJumpType
  GET  feedback/token
  GET  rightauth/R00010128
  POST rightauth/R00010129
  POST person/signInInfo
  GET  common/downloadTemplate

  GET  merchant/R00040023
  GET  merchant/R00040024
  GET  merchant/R00040030
  GET  merchant/R00040025
  POST merchant/uploadImage
  POST merchant/deleteImage
  POST merchant/R00040026
  GET  merchant/R00040027
  GET  merchant/R00040028
  GET  merchant/R00040029

  POST donation/R00040018
  POST donation/R00040019
  GET  donation/R00040016
  POST donation/R00040020
  GET  donation/R00040017
  POST donation/R00040015
  POST donation/R00040021
  POST donation/R00040022

  POST disaster/R00010051
  POST disaster/R00010052
  GET  disaster/R00010053
  POST disaster/R00010059
  GET  disaster/R00010060
  GET  disaster/R00010061
  GET  disaster/R00010056
  GET  disaster/R00010057
  POST disaster/R00010058
  GET  disaster/R00010055

  GET  order/R00010014
  GET  order/R00010035
  GET  order/R00010015
  GET  cardorder/R00040014
  GET  order/R00010038
  GET  order/R00010039
  GET  order/R00020066
  GET  rescueOrder/R00010073
  GET  order/R00010301
  GET  order/R00010302
  GET  coonetwork/placeType
  GET  coonetwork/placeName

  POST order/R00010011
  POST order/R00010040
  POST order/R00010036
  POST order/R00010041
  POST order/R00010042
  POST order/R00010043
  POST order/R00010303
  POST order/R00020012
  POST order/R00010051
  POST powerOrder/R00020014
  POST driverOrder/R00010063
  POST driverOrder/R00010062
  POST rescueOrder/R00010068
  POST coonetwork/snQuery
  POST coonetwork/regionInit
  POST order/R00020013
  POST coonetwork/orderInit
  POST rescueOrder/R00010069
  POST interface/R00020006
  POST rescueOrder/R00010078
  POST rescueOrder/R00010072
  POST rescueOrder/R00010071
  POST coonetwork/couponSelect
  POST rescueOrder/R00010075
  POST order/R00010048
  POST order/R00010046
  POST order/image
  POST order/deleteImage
  POST order/R00010080
  POST person/queryPersons
  POST coonetwork/tyorderInit
  POST coonetwork/vasOrderSubmit
  POST person/R00021013
  POST person/uploadPerson
  POST person/deletePhoto
  POST location/switchConfig
  POST map/getMapApi
  POST order/safeParking/init

  POST order/R00010012
  POST orderNew/R00020010
  POST driverOrder/R00010064
  POST coonetwork/orderSubmit
  POST rescueOrder/R00010070
`;

/** Calls the contract adds beyond spec 7, each for a reason the architecture gives. */
const addedCalls = [
  // Store bookings reach the store (issue 20): the queue and the accept.
  'GET merchant/bookings',
  'POST merchant/acceptBooking',
  'POST auth/logout',
  // A gift link opened with no session shows the gift (issue 19).
  'POST donation/giftPreview',
  'GET authority/consentHistory',
  'GET authority/consentReceipt',
  'GET authority/receiptPublicKey',
  'GET feedback/reports',
  'GET feedback/replies',
  'POST disaster/createLocationLink',
  'POST disaster/unbindVehicle',
  // Rescue (issue 8): rescuer photos, the live stream, cancel by stage,
  // destination change and the family tracking link (create, read).
  'POST disaster/rescuePhoto',
  'GET rescueOrder/live',
  'POST rescueOrder/cancel',
  'POST rescueOrder/changeDestination',
  'POST rescueOrder/share',
  'POST rescueOrder/shared',
  'POST location/checkLink',
  'POST location/report',
  // The creator of a location link reads the place it brought and may make it their work order's address.
  'POST disaster/linkPosition',
  'POST disaster/applyLinkPosition',
  // The daily sign-in and the SMS code check (issues 9 and 6, docs/decisions/013): spec 7 names only
  // person/signInInfo and the code send.
  'POST person/signIn',
  'POST order/verifyCode',
  // Coupon campaigns (issue 10, docs/decisions: campaign pool): spec 7's activity calls only read.
  'GET activity/campaign',
  'POST activity/claimCampaign',
  // The operations console (issue 12, docs/console.md): its own login, outside spec 7.
  'POST ops/login',
  'POST ops/logout',
  'GET ops/me',
  'GET ops/audit',
  'GET ops/news/list',
  'GET ops/news/detail',
  'POST ops/news/save',
  'GET ops/activities/list',
  'GET ops/activities/detail',
  'POST ops/activities/save',
  // Pictures in news and activity bodies (decision 053).
  'POST ops/content/image',
  'GET news/image',
  'GET ops/content/settings',
  'POST ops/content/settings/save',
  'GET ops/coupons/ofCustomer',
  'POST ops/coupons/grant',
  'POST ops/coupons/import',
  'POST ops/coupons/revoke',
  'POST ops/coupons/extend',
  'GET ops/feedback/reports',
  'GET ops/feedback/report',
  'POST ops/feedback/report/answer',
  'GET ops/feedback/suggestions',
  'POST ops/feedback/suggestion/answer',
  'GET ops/channels/list',
  'POST ops/channels/create',
  'POST ops/channels/rotate',
  'POST ops/channels/setEnabled',
  'GET ops/catalogue/list',
  'POST ops/catalogue/save',
  'GET ops/dispatch/board',
  'POST ops/dispatch/reassign',
  'POST ops/dispatch/contact',
  'GET ops/dashboard/stats',
  'GET ops/overview',
  'GET ops/network/branches',
  'POST ops/network/branches/save',
  'POST ops/network/branches/setEnabled',
  'GET ops/network/merchants',
  'POST ops/network/merchants/save',
  'POST ops/network/merchants/setEnabled',
  'GET ops/network/stores',
  'POST ops/network/stores/save',
  'POST ops/network/stores/setEnabled',
  'GET ops/network/rescuers',
  'POST ops/network/rescuers/save',
  'POST ops/network/rescuers/setEnabled',
  'GET ops/network/vehicles',
  'POST ops/network/vehicles/save',
  'POST ops/network/vehicles/setEnabled',
  'GET ops/tips/list',
  'POST ops/tips/save',
  'POST ops/tips/setEnabled',
  'POST ops/tips/move',
  'GET ops/catalogue/serviceTypes',
  'POST ops/catalogue/serviceTypes/save',
  'POST ops/catalogue/serviceTypes/saveForm',
  'GET ops/site/settings',
  'POST ops/site/mourn',
  'POST ops/site/theme/upload',
  'POST ops/site/theme/restore',
  'GET ops/inquiries/list',
  'POST ops/inquiries/answer',
  'GET ops/services/driverOrders',
  'GET ops/services/drivers',
  'POST ops/services/driverOrders/assign',
  'GET ops/services/healthCards',
  'POST ops/services/healthCards/issue',
  // Related people and quotes (issue 7, docs/decisions: people and inquiries): the spec names no call
  // for replacing a photo, removing a person or asking for a quote.
  'POST person/uploadPhoto',
  'POST person/deletePerson',
  'POST order/inquiry',
  // Declarative service forms (issue 7, docs/decisions/015): one init and one encrypted submit
  // serve every form-based booking whose spec call is not named.
  'POST orderNew/formInit',
  'POST orderNew/formSubmit',
  'GET orderNew/formOrder',
  // The designated driver's phone reports where it is (issue 7, docs/decisions: camera, health card, driver trail).
  'POST disaster/driverPosition',
  // Masked calls between a rescue's customer and rescuer (issue 20, docs/decisions/035).
  'POST rescueOrder/callRelay',
  'POST disaster/callRelay',
  // 定位 on the service forms gives an address (issue 20).
  'POST map/reverseGeocode',
];

const encryptedSubmits = [
  'order/R00010012',
  'orderNew/R00020010',
  'driverOrder/R00010064',
  'coonetwork/orderSubmit',
  'rescueOrder/R00010070',
  'orderNew/formSubmit',
];

/** The calls made before anyone is signed in (spec 6, unauthenticated screens). */
const openCalls = [
  'auth/R00010003',
  'auth/R00010103',
  'common/R00010006',
  'feedback/token',
  'feedback/report',
  'authority/receiptPublicKey',
  'news/R00010010',
  // A picture inside a news or activity body: open like the article (decision 053).
  'news/image',
  'disaster/R00010051',
  'driverOrder/R00010062',
  'rescueOrder/R00010068',
  'location/switchConfig',
  'location/checkLink',
  'location/report',
  'rescueOrder/shared',
  'map/getMapApi',
  'ops/login',
  'donation/giftPreview',
];

function parseCalls(text: string): { method: HttpMethod; key: string }[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [method, key] = l.split(/\s+/);
      if ((method !== 'GET' && method !== 'POST') || !key) throw new Error(`bad table line: ${l}`);
      return { method, key };
    });
}

const keyOf = (e: EndpointDef) => `${e.group}/${e.code}`;
const specTable = parseCalls(specCalls);
const byKey = new Map(allEndpoints.map((e) => [keyOf(e), e]));

describe('the contract covers spec section 7', () => {
  it('the table itself lists every call once', () => {
    const keys = specTable.map((c) => c.key);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it.each(specTable)('$method $key is declared with that method', ({ method, key }) => {
    const endpoint = byKey.get(key);
    expect(endpoint, `${key} is missing from allEndpoints`).toBeDefined();
    expect(endpoint?.method).toBe(method);
  });

  it('declares nothing beyond the spec except the calls added on purpose', () => {
    const expected = new Set(
      [...specTable, ...parseCalls(addedCalls.join('\n'))].map((c) => `${c.method} ${c.key}`),
    );
    const declared = allEndpoints.map((e) => `${e.method} ${keyOf(e)}`);
    expect(declared.filter((d) => !expected.has(d))).toEqual([]);
  });
});

describe('every endpoint is declared once', () => {
  it('names are unique camelCase', () => {
    const names = allEndpoints.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const n of names) expect(n).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('group/code pairs are unique', () => {
    const keys = allEndpoints.map(keyOf);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('method + route path pairs are unique', () => {
    const routes = allEndpoints.map((e) => `${e.method} ${routePath(e)}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it.each(allEndpoints.map((e) => [e.name, e] as const))('%s has a one-sentence summary', (_, e) => {
    expect(e.summary.length).toBeGreaterThan(10);
    expect(e.summary.length).toBeLessThanOrEqual(200);
    expect(e.summary.trim()).toMatch(/[.)]$/);
  });
});

describe('encryption and access', () => {
  it('exactly the five order submits are encrypted, each a POST with a payload schema', () => {
    const encrypted = allEndpoints.filter((e) => e.encrypted);
    expect(encrypted.map(keyOf).sort()).toEqual([...encryptedSubmits].sort());
    for (const e of encrypted) {
      expect(e.method).toBe('POST');
      expect(e.body).toBeDefined();
      expect(e.auth).toBe('customer');
    }
  });

  it('only the calls of unauthenticated screens need no session', () => {
    const open = allEndpoints.filter((e) => e.auth === 'none').map(keyOf);
    expect(open.sort()).toEqual([...openCalls].sort());
  });

  it('rescuer calls are the disaster group, merchant calls the merchant group', () => {
    for (const e of allEndpoints) {
      if (e.auth === 'rescuer') expect(e.group).toBe('disaster');
      if (e.auth === 'merchant') expect(e.group).toBe('merchant');
      if (e.group === 'merchant') expect(e.auth).toBe('merchant');
      if (e.group === 'disaster' && e.code !== 'R00010051') expect(e.auth).toBe('rescuer');
    }
  });

  it('console calls are the ops group, and every ops call but the login needs a console session', () => {
    for (const e of allEndpoints) {
      if (isConsoleAuth(e.auth)) expect(e.group, e.name).toBe('ops');
      if (e.group === 'ops' && e.code !== 'login') expect(isConsoleAuth(e.auth), e.name).toBe(true);
    }
  });

  it('GET calls carry no body; file replies are GETs with null data', () => {
    for (const e of allEndpoints) {
      if (e.method === 'GET') expect(e.body, e.name).toBeUndefined();
      if (e.reply === 'file') {
        expect(e.method).toBe('GET');
        expect(e.data.safeParse(null).success).toBe(true);
      }
    }
  });
});

describe('route paths and URLs', () => {
  it('builds Fastify paths with the params in order', () => {
    expect(routePath(switchPlate)).toBe('/api/rcservice/authority/R00010046/:plate');
    expect(routePath(initOrderDetail)).toBe('/api/rcservice/order/R00010038/:businessType/:orderPrimaryId');
    expect(routePath(submitFeedbackReport)).toBe('/api/rcservice/feedback/report/:token');
    expect(routePath(login)).toBe('/api/rcservice/auth/R00010003');
    expect(routePath(downloadTemplate)).toBe('/api/rc/common/downloadTemplate');
  });

  it('substitutes and encodes params in URLs', () => {
    expect(endpointUrl(switchPlate, { plate: '粤B 12345' })).toBe(
      `/api/rcservice/authority/R00010046/${encodeURIComponent('粤B 12345')}`,
    );
    expect(endpointUrl(initOrderDetail, { businessType: 'R1', orderPrimaryId: 'a/b' })).toBe(
      '/api/rcservice/order/R00010038/R1/a%2Fb',
    );
    expect(endpointUrl(downloadTemplate)).toBe('/api/rc/common/downloadTemplate');
  });

  it('refuses a URL with a path param missing', () => {
    expect(() => endpointUrl(initOrderDetail, { businessType: 'R1' })).toThrow(/orderPrimaryId/);
  });

  it('every param schema is an object whose keys are the path params', () => {
    for (const e of allEndpoints) {
      if (!e.params) continue;
      expect(paramNames(e).length, e.name).toBeGreaterThan(0);
    }
  });
});
