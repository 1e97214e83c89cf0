/**
 * Every path of the app, once: the customer route table (spec section 2,
 * `app/routes.ts` builds on `customerPaths`) and the operations console's
 * (`app/console/console-routes.ts` builds on `consolePaths`). Features and
 * shared code build links with `pathTo`, typed against these lists, so a link
 * to a screen that does not exist (or without its parameters) does not compile
 * (decision 056). Only the paths live here: the route table's pages are lazy
 * imports of features, which shared code never imports.
 */

export const customerPaths = [
  '/account/entrance',
  '/account/expired',
  '/account/authentication',
  '/account/agreement',
  '/account/updating',
  '/rescue/message/:code',
  '/rescue/seeschedule',
  '/rescue/application',
  '/rescue/applicationStatus',
  '/rights/getown',
  '/rights/rightcsollection',
  '/rights/giftsaccept/:type',
  '/rights/editused',
  '/rights/ownrights',
  '/rights/ownservice',
  '/rights/carbulter',
  '/rights/carlife',
  '/rights/brancharea',
  '/rights/origin/:type',
  '/rights/coupons/:type',
  '/rights/mycoupons',
  '/rights/coupondatial/:type',
  '/rights/nopower',
  '/rights/customer/:type',
  '/rights/carwash',
  '/rights/viprights',
  '/rights/aiassess',
  '/active/newdetail/:id',
  '/active/activedetail/:id',
  '/mine/persional',
  '/mine/center',
  '/mine/MyInquire',
  '/mine/info',
  '/mine/feedback',
  '/mine/subcompany',
  '/mine/rightUser',
  '/mine/addAuthorization',
  '/mine/authorizationDetail',
  '/mine/privacyAuthorizationList',
  '/order/orderdetail/:id',
  '/order/addRightDetail/:id',
  '/order/orderquestion',
  '/order/look/:id',
  '/order/homeprotect',
  '/order/phonelink',
  '/order/homeclean',
  '/order/getcode',
  '/order/replaceDrive',
  '/order/SendforInspection',
  '/order/safetyMonitor',
  '/order/paintrepair',
  '/order/safetyBerth',
  '/order/carDisinfect',
  '/order/carWashVerify',
  '/order/washCarErcode/:id',
  '/order/lacquerRepair',
  '/order/replaceWalkCar',
  '/order/lacquerFaceNumber',
  '/order/paintrepairtwo',
  '/order/choiceStore',
  '/order/loadBMap',
  '/order/writeorder',
  '/order/loadAMap',
  '/order/driveDetail',
  '/order/orderSide',
  '/order/drivingOrder',
  '/order/checkDetail/:id',
  '/order/camera',
  '/order/overFight',
  '/order/breakdownRescue',
  '/order/GoldenOrder',
  '/order/cardOrder',
  '/order/relatedPersonnel',
  '/order/onlineConsultation',
  '/order/onlineConsultationDetail/:id',
  '/order/healthInsurancePaymentCard',
  '/order/safeDocking',
  '/order/safeDetail/:id',
  '/order/list',
  '/order/driveStatus',
  '/order/locationLogin',
  '/order/intelligentRescue',
  '/order/intelligentDrive',
  '/order/locateTimeoutPage',
  '/order/successfullyLocatedPage',
  '/accident/login',
  '/accident/index',
  '/accident/doorder',
  '/accident/car',
  '/accident/order',
  '/accident/workorder',
  '/accident/addcar',
  '/accident/reassignment',
  '/accident/getaddress',
  '/accident/getlink',
  '/geturl/login',
  '/geturl/createlink',
  '/serviceTransfer/transferCoupons',
  '/serviceTransfer/transferRecords',
  '/serviceTransfer/share',
  '/serviceTransfer/transferDetails',
  '/serviceTransfer/claimGiftPackage',
  '/merchant/merchantHomepage',
  '/merchant/order',
  '/merchant/serviceCompleted',
  '/merchant/workOrderVerificationDetails',
] as const;

export const consolePaths = [
  '/console',
  '/console/coupons',
  '/console/dispatch',
  '/console/dashboard',
  '/console/merchants',
  '/console/stores',
  '/console/rescuers',
  '/console/vehicles',
  '/console/branches',
  '/console/news',
  '/console/news/:id',
  '/console/activities',
  '/console/activities/:id',
  '/console/tips',
  '/console/channels',
  '/console/catalogue',
  '/console/service-types',
  '/console/service-types/:code',
  '/console/catalogue/:type',
  '/console/feedback',
  '/console/feedback/:id',
  '/console/suggestions',
  '/console/inquiries',
  '/console/driver-orders',
  '/console/health-cards',
  '/console/site',
  '/console/audit',
  // the console's sign-in, outside its screens' layout (app/router.tsx)
  '/console/login',
] as const;

export type CustomerPath = (typeof customerPaths)[number];
export type ConsolePath = (typeof consolePaths)[number];
export type AppPath = CustomerPath | ConsolePath;

/** The query keys a screen reads, by path (what `pathTo` may put after the `?`). */
interface RouteSearch {
  '/account/entrance': 'rcNeedCode' | 'isBackUrl';
  '/rescue/seeschedule': 'orderPrimaryId' | 'primaryCheck';
  '/rescue/application': 'serviceType' | 'couponId';
  '/rescue/applicationStatus': 'orderPrimaryId' | 'primaryCheck';
  '/rights/getown': 'active';
  '/rights/editused': 'couponId';
  '/rights/mycoupons': 'gifts' | 'tab';
  '/mine/authorizationDetail': 'id';
  '/order/orderquestion': 'orderPrimaryId' | 'primaryCheck';
  '/order/camera': 'orderPrimaryId' | 'primaryCheck' | 'couponId';
  '/order/lacquerRepair': 'couponId';
  '/order/lacquerFaceNumber': 'couponId' | 'photos';
  '/order/paintrepairtwo': 'couponId' | 'photos' | 'panels';
  '/order/safeDocking': 'couponId';
  '/order/choiceStore': 'serviceType' | 'shopSnCode' | 'couponId';
  '/order/writeorder': 'serviceType' | 'shopSnCode' | 'couponId';
  '/order/loadAMap': 'serviceType' | 'shopSnCode';
  '/order/driveDetail': 'id';
  '/order/cardOrder': 'id';
  '/order/healthInsurancePaymentCard': 'apply';
  '/order/locationLogin': 'sd_track_code';
  '/order/intelligentRescue': 'sd_track_code';
  '/order/locateTimeoutPage': 'sd_track_code';
  '/accident/workorder': 'ticketid' | 'subTicketid' | 'vehicleNo';
  '/accident/getaddress': 'ticketId';
  '/accident/reassignment': 'ticketId' | 'subTicketId';
  '/serviceTransfer/transferCoupons': 'couponId';
  '/serviceTransfer/share': 'id';
  '/serviceTransfer/transferDetails': 'id';
  '/serviceTransfer/claimGiftPackage': 'code';
  '/merchant/order': 'tab';
  '/merchant/workOrderVerificationDetails': 'ticketid' | 'id';
  '/console/login': 'next';
  '/console/stores': 'merchant';
}

/** `/order/checkDetail/:id` → `'id'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type SearchValue = string | number | undefined;

/**
 * The query of a link: the screen's own keys (an `undefined` value is left out),
 * or the query a screen was given, passed on as it is (`URLSearchParams`).
 */
export type SearchOf<P extends AppPath> = P extends keyof RouteSearch
  ? Partial<Record<RouteSearch[P], SearchValue>> | URLSearchParams
  : never;

type ParamsPart<P extends AppPath> = [ParamNames<P>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<P>, string | number> };
type SearchPart<P extends AppPath> = [SearchOf<P>] extends [never]
  ? { search?: never }
  : { search?: SearchOf<P> };

export type PathOptions<P extends AppPath> = ParamsPart<P> & SearchPart<P>;

/** A path of the route tables with its parameters filled in (and its query), for `navigate` and `<Link to>`. */
export function pathTo<P extends AppPath>(
  path: P,
  ...options: [ParamNames<P>] extends [never] ? [options?: PathOptions<P>] : [options: PathOptions<P>]
): string {
  const [given] = options;
  const params = (given?.params ?? {}) as Record<string, string | number>;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathTo(${path}): no ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = searchText(given?.search);
  return search ? `${filled}?${search}` : filled;
}

function searchText(search: URLSearchParams | Record<string, SearchValue> | undefined): string {
  if (!search) return '';
  if (search instanceof URLSearchParams) return search.toString();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return query.toString();
}
