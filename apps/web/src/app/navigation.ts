/**
 * How a customer reaches every screen by tapping (issue 19, point 1).
 *
 * - `customerTabs`: the bottom tab bar of the rights centre (rights home, my
 *   orders, my coupons, 个人中心), as on the insurer and wallet H5s customers know.
 * - `entryScreens`: screens that are not reached from the rights centre, each with
 *   why (a partner hand-off, a text-message link, another kind of user).
 * - `reachedFrom`: for every other screen of the route table, the screens with a
 *   control that leads there: the links drawn by hand (`declaredLinks`), the use
 *   screens of the right-uses table, reached from the screens that offer a right's
 *   use (`rightUseOffers`, derived from the table), and where a booking lands
 *   (`bookingLandings`). `navigation.test.ts` checks that every route is in
 *   exactly one of entry screens and `reachedFrom`, that every customer screen is
 *   reached from a landing screen, and that each link is in the code it starts
 *   from (the screen, the use component, or the server's next screen).
 */

import { rightUsePath, rightUses } from '@rc/contract';

export type TabKey = 'home' | 'orders' | 'coupons' | 'me';

export const customerTabs: readonly { key: TabKey; path: string }[] = [
  { key: 'home', path: '/mine/persional' },
  { key: 'orders', path: '/order/list' },
  { key: 'coupons', path: '/rights/mycoupons' },
  { key: 'me', path: '/mine/center' },
];

/** The tab bar's pseudo-screen in `reachedFrom`: on every tab screen and every landing screen. */
export const tabBar = 'tab-bar';

/** Where the after-login rules of spec 4 can put a customer (the landing screens). */
export const landingScreens: readonly string[] = [
  '/mine/persional',
  '/rights/getown',
  '/serviceTransfer/claimGiftPackage',
  '/mine/rightUser',
  '/rights/mycoupons',
  '/rights/coupons/:type',
  '/rights/customer/:type',
  '/rights/coupondatial/:type',
  '/rights/nopower',
];

export type EntryKind = 'hand-off' | 'gift' | 'link' | 'rescuer' | 'merchant' | 'staff';

export const entryScreens: Readonly<Record<string, { kind: EntryKind; reason: string }>> = {
  '/account/entrance': { kind: 'hand-off', reason: 'the partner hand-off lands here and routes on' },
  '/account/expired': { kind: 'hand-off', reason: 'where an ended session or a spent hand-off goes' },
  '/account/updating': { kind: 'hand-off', reason: 'where a login answered with HTTP 500 goes (spec 8)' },
  '/account/authentication': {
    kind: 'hand-off',
    reason: 'the after-login rules send unverified customers here',
  },
  '/mine/subcompany': {
    kind: 'hand-off',
    reason: 'the after-login rules ask a customer of several branches to pick one',
  },
  '/serviceTransfer/claimGiftPackage': { kind: 'gift', reason: 'the gift link a customer shares opens here' },
  '/rescue/message/:code': { kind: 'link', reason: 'the rescue text message links here' },
  '/order/driveStatus': { kind: 'link', reason: 'the designated-driver text message links here' },
  '/order/intelligentRescue': { kind: 'link', reason: 'the rescue location text message links here' },
  '/order/intelligentDrive': {
    kind: 'link',
    reason: 'the designated-driver location text message links here',
  },
  '/active/newdetail/:id': {
    kind: 'link',
    reason: 'a shared news link; in the app the news roller opens it',
  },
  '/rights/giftsaccept/:type': {
    kind: 'gift',
    reason:
      'a one-right gift link (its gift code in the address) opens here; packages open at the gift claim',
  },
  '/rights/carwash': {
    kind: 'link',
    reason:
      "the car-wash partner's link to the customer's wash coupons; in the app a wash coupon's detail books it",
  },
  '/order/orderdetail/:id': {
    kind: 'link',
    reason:
      'an order address a partner or notice sends (businessType, primaryCheck); in the app orders open at checkDetail',
  },
  '/order/addRightDetail/:id': {
    kind: 'link',
    reason:
      'the address of an order a right paid for, in partner links; in the app orders open at checkDetail',
  },
  '/order/look/:id': {
    kind: 'link',
    reason: 'a read-only order look sent as a link; in the app orders open at checkDetail',
  },
  '/order/breakdownRescue': {
    kind: 'link',
    reason: "the rescue right's older address in partner links; it opens the rescue request",
  },
  '/order/getcode': {
    kind: 'link',
    reason: "partner forms send a customer here to confirm a number by SMS; the app's forms confirm in place",
  },
  '/order/loadBMap': {
    kind: 'link',
    reason:
      "the store map under the spec's Baidu name, for partner links; the app links the same map as loadAMap",
  },
  '/order/orderSide': {
    kind: 'link',
    reason:
      "a rescue's step list in partner links; in the app the rescue screen (from my orders) shows its timeline",
  },
  '/accident/login': { kind: 'rescuer', reason: 'rescuers sign in separately (spec 6)' },
  '/geturl/login': { kind: 'staff', reason: 'insurer staff make location links here' },
  '/merchant/merchantHomepage': { kind: 'merchant', reason: 'merchants land here after login (isGiftBag S)' },
};

/** The links drawn by hand, each checked against the code of the screen it starts from. */
export const declaredLinks: Readonly<Record<string, readonly string[]>> = {
  // the tab bar
  '/mine/persional': [tabBar],
  '/order/list': [tabBar, '/mine/center'],
  '/rights/mycoupons': [tabBar, '/mine/persional'],
  '/mine/center': [tabBar],
  // 个人中心
  '/mine/info': ['/mine/center'],
  '/mine/rightUser': ['/mine/center'],
  '/mine/privacyAuthorizationList': ['/mine/center'],
  '/mine/feedback': ['/mine/center'],
  '/mine/MyInquire': ['/mine/center'],
  '/order/GoldenOrder': ['/mine/center'],
  '/rights/ownrights': ['/mine/center'],
  '/rights/ownservice': ['/mine/center'],
  '/order/drivingOrder': ['/mine/center'],
  '/order/carWashVerify': ['/mine/center'],
  '/order/relatedPersonnel': ['/mine/center'],
  '/order/healthInsurancePaymentCard': ['/mine/center'],
  '/order/cardOrder': ['/order/healthInsurancePaymentCard'],
  '/mine/addAuthorization': ['/mine/rightUser'],
  '/mine/authorizationDetail': ['/mine/rightUser'],
  '/rights/brancharea': ['/mine/center', '/mine/persional'],
  // the rights home
  '/rights/getown': ['/mine/persional'],
  '/rights/rightcsollection': ['/mine/persional'],
  '/rights/carbulter': ['/mine/persional'],
  '/rights/carlife': ['/mine/persional'],
  '/rights/origin/:type': ['/mine/persional'],
  '/rights/viprights': ['/mine/persional'],
  '/rights/aiassess': ['/mine/persional'],
  '/active/activedetail/:id': ['/mine/persional'],
  '/rights/coupons/:type': ['/mine/persional', '/rights/rightcsollection'],
  '/rights/customer/:type': ['/mine/persional', '/rights/rightcsollection'],
  '/rights/coupondatial/:type': ['/mine/persional', '/rights/mycoupons'],
  '/rights/nopower': ['/mine/persional'],
  '/rights/editused': ['/rights/coupondatial/:type'],
  // orders
  '/order/checkDetail/:id': ['/order/list'],
  '/order/washCarErcode/:id': ['/order/list'],
  '/order/choiceStore': ['/order/list', '/order/carWashVerify'],
  '/order/loadAMap': ['/order/writeorder'],
  '/order/safeDocking': ['/order/safetyBerth'],
  '/order/writeorder': ['/order/choiceStore'],
  '/order/orderquestion': ['/order/checkDetail/:id'],
  '/order/camera': ['/order/checkDetail/:id'],
  // the order forms' own next steps
  '/order/lacquerRepair': ['/order/paintrepair'],
  '/order/lacquerFaceNumber': ['/order/paintrepair'],
  '/order/paintrepairtwo': ['/order/lacquerFaceNumber'],
  '/order/driveDetail': ['/order/drivingOrder'],
  '/rescue/applicationStatus': ['/rescue/application'],
  '/rescue/seeschedule': ['/rescue/message/:code'],
  '/order/replaceDrive': ['/order/drivingOrder'],
  // gifts
  '/serviceTransfer/transferCoupons': ['/rights/coupondatial/:type'],
  '/serviceTransfer/share': ['/serviceTransfer/transferCoupons'],
  '/serviceTransfer/transferRecords': ['/serviceTransfer/transferCoupons'],
  '/serviceTransfer/transferDetails': ['/serviceTransfer/transferRecords'],
  // account
  '/account/agreement': ['/account/authentication'],
  // location intake (text-message links)
  '/order/locationLogin': ['/order/intelligentRescue'],
  '/order/locateTimeoutPage': ['/order/intelligentRescue'],
  '/order/successfullyLocatedPage': ['/order/intelligentRescue'],
  // rescuers
  '/accident/index': ['/accident/login'],
  '/accident/doorder': ['/accident/index'],
  '/accident/car': ['/accident/index'],
  '/accident/order': ['/accident/index'],
  '/accident/workorder': ['/accident/doorder'],
  '/accident/addcar': ['/accident/index'],
  '/accident/reassignment': ['/accident/workorder'],
  '/accident/getaddress': ['/accident/workorder'],
  '/accident/getlink': ['/accident/index'],
  // staff
  '/geturl/createlink': ['/geturl/login'],
  // merchants
  '/merchant/order': ['/merchant/merchantHomepage'],
  '/merchant/serviceCompleted': ['/merchant/merchantHomepage'],
  '/merchant/workOrderVerificationDetails': ['/merchant/merchantHomepage'],
};

/**
 * The screens that offer a right's use, each with the component that draws the
 * use from the right-uses table (decision 033): the coupon detail's action and
 * the right page's main button.
 */
export const rightUseOffers: Readonly<Record<string, string>> = {
  '/rights/coupondatial/:type': 'CouponUseAction',
  '/rights/customer/:type': 'RightUseButton',
};

/** The use screens of the right-uses table (the route, without the query), from the one table. */
export const rightUseScreens: readonly string[] = /* @__PURE__ */ tableUseScreens();

function tableUseScreens(): string[] {
  const paths = Object.values(rightUses).flatMap((use) => {
    const path = rightUsePath(use);
    return path ? [path.split('?')[0] ?? path] : [];
  });
  return [...new Set(paths)];
}

/**
 * Where a booking lands: the screen the server's reply names
 * (`services/service.ts#nextScreen`), opened by the form screen.
 */
export const bookingLandings: Readonly<Record<string, readonly string[]>> = {
  '/order/onlineConsultationDetail/:id': ['/order/onlineConsultation'],
  '/order/safeDetail/:id': ['/order/safetyBerth', '/order/safeDocking'],
};

/** Every screen reached by taps and the screens it is reached from: drawn by hand, derived, or booked. */
export const reachedFrom: Readonly<Record<string, readonly string[]>> = /* @__PURE__ */ mergeLinks([
  declaredLinks,
  Object.fromEntries(rightUseScreens.map((path) => [path, Object.keys(rightUseOffers)])),
  bookingLandings,
]);

function mergeLinks(graphs: Readonly<Record<string, readonly string[]>>[]): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const graph of graphs) {
    for (const [to, froms] of Object.entries(graph)) {
      merged[to] = [...new Set([...(merged[to] ?? []), ...froms])];
    }
  }
  return merged;
}

/** The areas that are not the customer's: no tab bar, their own home. */
const otherAreas = ['/accident/', '/geturl/', '/merchant/', '/account/'];

/**
 * A landing screen: where a hand-off puts the customer (the after-login rules),
 * and the tab screens, which a tab reaches by replacing the screen before.
 */
export function isLandingScreen(path: string): boolean {
  return landingScreens.includes(path) || customerTabs.some((tab) => tab.path === path);
}

/**
 * Whether a screen shows the tab bar: only a signed-in customer's, on the tab
 * screens themselves, and on a landing screen that is the first of the visit
 * (it has nothing to go back to). Other screens opened first (a deep link to an
 * order form) keep their own bottom bar; their back arrow leads home.
 */
export function showsTabBar(path: string, at: { signedIn: boolean; firstOfVisit: boolean }): boolean {
  if (!at.signedIn) return false;
  if (otherAreas.some((area) => path.startsWith(area))) return false;
  // A gift claim is a landing screen; the other entry screens keep to their one task.
  const entry = entryScreens[path];
  if (entry && entry.kind !== 'gift') return false;
  if (customerTabs.some((tab) => tab.path === path)) return true;
  return at.firstOfVisit && isLandingScreen(path);
}

/** The tab a screen belongs to, for the tab bar's highlight. */
export function tabOf(path: string): TabKey | null {
  return customerTabs.find((tab) => tab.path === path)?.key ?? null;
}
