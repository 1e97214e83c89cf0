/**
 * How a customer reaches every screen by tapping (issue 19, point 1).
 *
 * - `customerTabs`: the bottom tab bar of the rights centre (rights home, my
 *   orders, my coupons, 个人中心), as on the insurer and wallet H5s customers know.
 * - `entryScreens`: screens that are not reached from the rights centre, each with
 *   why (a partner hand-off, a text-message link, another kind of user).
 * - `reachedFrom`: for every other screen of the route table, the screens with a
 *   control that leads there. `navigation.test.ts` checks that every route is in
 *   exactly one of the two, that every customer screen is reached from a landing
 *   screen, and that each declared link is in the code of the screen it starts from.
 */

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
  '/accident/login': { kind: 'rescuer', reason: 'rescuers sign in separately (spec 6)' },
  '/geturl/login': { kind: 'staff', reason: 'insurer staff make location links here' },
  '/merchant/merchantHomepage': { kind: 'merchant', reason: 'merchants land here after login (isGiftBag S)' },
};

/**
 * Screens whose tap path comes with "every right leads to its use" (issue 19,
 * point 2: rights tiles, coupon actions and order forms), worked on beside this.
 * Listed so the test names them; the list shrinks as those links land.
 */
export const awaitingRightUse: readonly string[] = [
  '/rights/giftsaccept/:type',
  '/rights/ownrights',
  '/rights/ownservice',
  '/rights/carwash',
  '/order/orderdetail/:id',
  '/order/addRightDetail/:id',
  '/order/look/:id',
  '/order/homeprotect',
  '/order/phonelink',
  '/order/homeclean',
  '/order/getcode',
  '/order/SendforInspection',
  '/order/safetyMonitor',
  '/order/paintrepair',
  '/order/safetyBerth',
  '/order/carDisinfect',
  '/order/carWashVerify',
  '/order/replaceWalkCar',
  '/order/loadBMap',
  '/order/loadAMap',
  '/order/orderSide',
  '/order/drivingOrder',
  '/order/overFight',
  '/order/breakdownRescue',
  '/order/onlineConsultation',
  '/order/onlineConsultationDetail/:id',
  '/order/safeDocking',
  '/order/safeDetail/:id',
  '/rescue/application',
];

export const reachedFrom: Readonly<Record<string, readonly string[]>> = {
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
  '/order/choiceStore': ['/rights/coupondatial/:type', '/order/list'],
  '/order/writeorder': ['/order/choiceStore'],
  '/order/orderquestion': ['/order/checkDetail/:id'],
  '/order/camera': ['/order/checkDetail/:id'],
  // the order forms' own next steps
  '/order/lacquerRepair': ['/order/paintrepair'],
  '/order/lacquerFaceNumber': ['/order/paintrepair'],
  '/order/paintrepairtwo': ['/order/lacquerFaceNumber'],
  '/order/replaceDrive': ['/order/drivingOrder'],
  '/order/driveDetail': ['/order/drivingOrder'],
  '/rescue/applicationStatus': ['/rescue/application'],
  '/rescue/seeschedule': ['/rescue/message/:code'],
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
