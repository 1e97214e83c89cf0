import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { titleKey as title, type TitleKey } from '../shared/i18n/title-key.js';
import type { CustomerPath } from '../shared/routing/paths.js';
import type { RouteMeta } from '../shared/ui/route-meta.js';

/**
 * The route table of spec section 2, as data: every route of every area, once.
 * The router, the guard, the shell (titles, the customer-service button) and
 * the tests all read it. URL case is the spec's own (`/order/SendforInspection`);
 * page files are kebab-case, one per route. The paths are `customerPaths`
 * (shared/routing/paths.ts), which features build links from; routes.test.ts
 * checks the two lists agree.
 */

export interface PageModule {
  Page: ComponentType;
  /** Runs after the guard, before the screen renders (the entrance's: src/features/account/entrance-loader.ts). */
  loader?: LoaderFunction;
}

export interface AppRoute extends RouteMeta {
  /** A session token is required (spec 2 "auth"; spec 6). */
  auth: boolean;
  /** Spec 2's `restrictAccess` meta (privacy authorisation list); its rule belongs to that screen's issue. */
  restrictAccess: boolean;
  /** An auth screen that, opened with no session and no hand-off, shows its own signed-out view (guard.ts). */
  coldView: boolean;
  page: () => Promise<PageModule>;
}

interface Meta {
  auth: boolean;
  /** The human customer-service button is hidden (rescuer and geturl screens, spec 2/6). */
  hideService?: boolean;
  restrictAccess?: boolean;
  coldView?: boolean;
  /** The nav bar's back arrow; off on the landing and dead-end account screens. */
  backArrow?: boolean;
  loadingOverlay?: boolean;
}

/** `titleKey` null: the spec gives the screen an empty title (the rescuer screens). */
function route(
  path: CustomerPath,
  titleKey: TitleKey | null,
  meta: Meta,
  page: () => Promise<PageModule>,
): AppRoute {
  return {
    path,
    titleKey,
    auth: meta.auth,
    hideService: meta.hideService ?? false,
    restrictAccess: meta.restrictAccess ?? false,
    coldView: meta.coldView ?? false,
    backArrow: meta.backArrow ?? true,
    loadingOverlay: meta.loadingOverlay ?? true,
    home: homeFor(path),
    page,
  };
}

export const entrancePath = '/account/entrance';
export const expiredPath = '/account/expired';

/** Spec 2: unknown paths redirect here. */
export const unknownPathRedirect = expiredPath;

export const appRoutes: readonly AppRoute[] = [
  // /account
  route(
    '/account/entrance',
    title('account', 'entrance'),
    { auth: false, backArrow: false, loadingOverlay: false },
    () => import('../features/account/pages/entrance.js'),
  ),
  route(
    '/account/expired',
    title('account', 'expired'),
    { auth: false, backArrow: false },
    () => import('../features/account/pages/expired.js'),
  ),
  route(
    '/account/authentication',
    title('account', 'authentication'),
    { auth: false },
    () => import('../features/account/pages/authentication.js'),
  ),
  route(
    '/account/agreement',
    title('account', 'agreement'),
    { auth: false },
    () => import('../features/account/pages/agreement.js'),
  ),
  route(
    '/account/updating',
    title('account', 'updating'),
    { auth: false, backArrow: false },
    () => import('../features/account/pages/updating.js'),
  ),

  // /rescue
  route(
    '/rescue/message/:code',
    title('rescue', 'message'),
    { auth: true },
    () => import('../features/rescue/pages/message.js'),
  ),
  route(
    '/rescue/seeschedule',
    title('rescue', 'seeschedule'),
    { auth: false },
    () => import('../features/rescue/pages/see-schedule.js'),
  ),
  route(
    '/rescue/application',
    title('rescue', 'application'),
    { auth: true },
    () => import('../features/rescue/pages/application.js'),
  ),
  route(
    '/rescue/applicationStatus',
    title('rescue', 'applicationStatus'),
    { auth: true },
    () => import('../features/rescue/pages/application-status.js'),
  ),

  // /rights
  route(
    '/rights/getown',
    title('rights', 'getown'),
    { auth: true },
    () => import('../features/rights/pages/get-own.js'),
  ),
  route(
    '/rights/rightcsollection',
    title('rights', 'rightcsollection'),
    { auth: true },
    () => import('../features/rights/pages/rights-collection.js'),
  ),
  route(
    '/rights/giftsaccept/:type',
    title('rights', 'giftsaccept'),
    { auth: true },
    () => import('../features/rights/pages/gifts-accept.js'),
  ),
  route(
    '/rights/editused',
    title('rights', 'editused'),
    { auth: true },
    () => import('../features/rights/pages/edit-used.js'),
  ),
  route(
    '/rights/ownrights',
    title('rights', 'ownrights'),
    { auth: true },
    () => import('../features/rights/pages/own-rights.js'),
  ),
  route(
    '/rights/ownservice',
    title('rights', 'ownservice'),
    { auth: true },
    () => import('../features/rights/pages/own-service.js'),
  ),
  route(
    '/rights/carbulter',
    title('rights', 'carbulter'),
    { auth: true },
    () => import('../features/rights/pages/car-butler.js'),
  ),
  route(
    '/rights/carlife',
    title('rights', 'carlife'),
    { auth: true },
    () => import('../features/rights/pages/car-life.js'),
  ),
  route(
    '/rights/brancharea',
    title('rights', 'brancharea'),
    { auth: true },
    () => import('../features/rights/pages/branch-area.js'),
  ),
  route(
    '/rights/origin/:type',
    title('rights', 'origin'),
    { auth: true },
    () => import('../features/rights/pages/origin.js'),
  ),
  route(
    '/rights/coupons/:type',
    title('rights', 'coupons'),
    { auth: true },
    () => import('../features/rights/pages/coupons.js'),
  ),
  route(
    '/rights/mycoupons',
    title('rights', 'mycoupons'),
    { auth: true },
    () => import('../features/rights/pages/my-coupons.js'),
  ),
  route(
    '/rights/coupondatial/:type',
    title('rights', 'coupondatial'),
    { auth: true },
    () => import('../features/rights/pages/coupon-detail.js'),
  ),
  route(
    '/rights/nopower',
    title('rights', 'nopower'),
    { auth: false },
    () => import('../features/rights/pages/no-power.js'),
  ),
  route(
    '/rights/customer/:type',
    title('rights', 'customer'),
    { auth: true },
    () => import('../features/rights/pages/customer.js'),
  ),
  route(
    '/rights/carwash',
    title('rights', 'carwash'),
    { auth: true },
    () => import('../features/rights/pages/car-wash.js'),
  ),
  route(
    '/rights/viprights',
    title('rights', 'viprights'),
    { auth: true },
    () => import('../features/rights/pages/vip-rights.js'),
  ),
  route(
    '/rights/aiassess',
    title('rights', 'aiassess'),
    { auth: true },
    () => import('../features/rights/pages/ai-assess.js'),
  ),

  // /active
  route(
    '/active/newdetail/:id',
    title('active', 'newdetail'),
    { auth: false },
    () => import('../features/articles/pages/news-detail.js'),
  ),
  route(
    '/active/activedetail/:id',
    title('active', 'activedetail'),
    { auth: true },
    () => import('../features/articles/pages/activity-detail.js'),
  ),

  // /mine
  route(
    '/mine/persional',
    title('mine', 'persional'),
    { auth: true },
    () => import('../features/personal-centre/pages/personal.js'),
  ),
  route(
    '/mine/center',
    title('mine', 'center'),
    { auth: true },
    () => import('../features/personal-centre/pages/center.js'),
  ),
  route(
    '/mine/MyInquire',
    title('mine', 'MyInquire'),
    { auth: true },
    () => import('../features/personal-centre/pages/my-inquire.js'),
  ),
  route(
    '/mine/info',
    title('mine', 'info'),
    { auth: true },
    () => import('../features/personal-centre/pages/info.js'),
  ),
  route(
    '/mine/feedback',
    title('mine', 'feedback'),
    { auth: true },
    () => import('../features/personal-centre/pages/feedback.js'),
  ),
  route(
    '/mine/subcompany',
    title('mine', 'subcompany'),
    { auth: true },
    () => import('../features/personal-centre/pages/sub-company.js'),
  ),
  route(
    '/mine/rightUser',
    title('mine', 'rightUser'),
    { auth: true },
    () => import('../features/personal-centre/pages/right-user.js'),
  ),
  route(
    '/mine/addAuthorization',
    title('mine', 'addAuthorization'),
    { auth: true },
    () => import('../features/personal-centre/pages/add-authorization.js'),
  ),
  route(
    '/mine/authorizationDetail',
    title('mine', 'authorizationDetail'),
    { auth: true },
    () => import('../features/personal-centre/pages/authorization-detail.js'),
  ),
  route(
    '/mine/privacyAuthorizationList',
    title('mine', 'privacyAuthorizationList'),
    { auth: false, restrictAccess: true },
    () => import('../features/personal-centre/pages/privacy-authorization-list.js'),
  ),

  // /order
  route(
    '/order/orderdetail/:id',
    title('order', 'orderdetail'),
    { auth: true },
    () => import('../features/order/pages/order-detail.js'),
  ),
  route(
    '/order/addRightDetail/:id',
    title('order', 'addRightDetail'),
    { auth: true },
    () => import('../features/order/pages/add-right-detail.js'),
  ),
  route(
    '/order/orderquestion',
    title('order', 'orderquestion'),
    { auth: true },
    () => import('../features/order/pages/order-question.js'),
  ),
  route(
    '/order/look/:id',
    title('order', 'look'),
    { auth: true },
    () => import('../features/order/pages/look.js'),
  ),
  route(
    '/order/homeprotect',
    title('order', 'homeprotect'),
    { auth: true },
    () => import('../features/order/pages/home-protect.js'),
  ),
  route(
    '/order/phonelink',
    title('order', 'phonelink'),
    { auth: true },
    () => import('../features/order/pages/phone-link.js'),
  ),
  route(
    '/order/homeclean',
    title('order', 'homeclean'),
    { auth: true },
    () => import('../features/order/pages/home-clean.js'),
  ),
  route(
    '/order/getcode',
    title('order', 'getcode'),
    { auth: true },
    () => import('../features/order/pages/get-code.js'),
  ),
  route(
    '/order/replaceDrive',
    title('order', 'replaceDrive'),
    { auth: true },
    () => import('../features/order/pages/replace-drive.js'),
  ),
  route(
    '/order/SendforInspection',
    title('order', 'SendforInspection'),
    { auth: true },
    () => import('../features/order/pages/send-for-inspection.js'),
  ),
  route(
    '/order/safetyMonitor',
    title('order', 'safetyMonitor'),
    { auth: true },
    () => import('../features/order/pages/safety-monitor.js'),
  ),
  route(
    '/order/paintrepair',
    title('order', 'paintrepair'),
    { auth: true },
    () => import('../features/order/pages/paint-repair.js'),
  ),
  route(
    '/order/safetyBerth',
    title('order', 'safetyBerth'),
    { auth: true },
    () => import('../features/order/pages/safety-berth.js'),
  ),
  route(
    '/order/carDisinfect',
    title('order', 'carDisinfect'),
    { auth: true },
    () => import('../features/order/pages/car-disinfect.js'),
  ),
  route(
    '/order/carWashVerify',
    title('order', 'carWashVerify'),
    { auth: true },
    () => import('../features/order/pages/car-wash-verify.js'),
  ),
  route(
    '/order/washCarErcode/:id',
    title('order', 'washCarErcode'),
    { auth: true },
    () => import('../features/order/pages/wash-car-qr-code.js'),
  ),
  route(
    '/order/lacquerRepair',
    title('order', 'lacquerRepair'),
    { auth: true },
    () => import('../features/order/pages/lacquer-repair.js'),
  ),
  route(
    '/order/replaceWalkCar',
    title('order', 'replaceWalkCar'),
    { auth: true },
    () => import('../features/order/pages/replace-walk-car.js'),
  ),
  route(
    '/order/lacquerFaceNumber',
    title('order', 'lacquerFaceNumber'),
    { auth: true },
    () => import('../features/order/pages/lacquer-face-number.js'),
  ),
  route(
    '/order/paintrepairtwo',
    title('order', 'paintrepairtwo'),
    { auth: true },
    () => import('../features/order/pages/paint-repair-two.js'),
  ),
  route(
    '/order/choiceStore',
    title('order', 'choiceStore'),
    { auth: true },
    () => import('../features/order/pages/choice-store.js'),
  ),
  route(
    '/order/loadBMap',
    title('order', 'loadBMap'),
    { auth: true },
    () => import('../features/order/pages/load-baidu-map.js'),
  ),
  route(
    '/order/writeorder',
    title('order', 'writeorder'),
    { auth: true },
    () => import('../features/order/pages/write-order.js'),
  ),
  route(
    '/order/loadAMap',
    title('order', 'loadAMap'),
    { auth: true },
    () => import('../features/order/pages/load-amap.js'),
  ),
  route(
    '/order/driveDetail',
    title('order', 'driveDetail'),
    { auth: true },
    () => import('../features/order/pages/drive-detail.js'),
  ),
  route(
    '/order/orderSide',
    title('order', 'orderSide'),
    { auth: true },
    () => import('../features/order/pages/order-side.js'),
  ),
  route(
    '/order/drivingOrder',
    title('order', 'drivingOrder'),
    { auth: true },
    () => import('../features/order/pages/driving-order.js'),
  ),
  route(
    '/order/checkDetail/:id',
    title('order', 'checkDetail'),
    { auth: true },
    () => import('../features/order/pages/check-detail.js'),
  ),
  route(
    '/order/camera',
    title('order', 'camera'),
    { auth: true },
    () => import('../features/order/pages/camera.js'),
  ),
  route(
    '/order/overFight',
    title('order', 'overFight'),
    { auth: true },
    () => import('../features/order/pages/over-fight.js'),
  ),
  route(
    '/order/breakdownRescue',
    title('order', 'breakdownRescue'),
    { auth: true },
    () => import('../features/order/pages/breakdown-rescue.js'),
  ),
  route(
    '/order/GoldenOrder',
    title('order', 'GoldenOrder'),
    { auth: true },
    () => import('../features/order/pages/golden-order.js'),
  ),
  route(
    '/order/cardOrder',
    title('order', 'cardOrder'),
    { auth: true },
    () => import('../features/order/pages/card-order.js'),
  ),
  route(
    '/order/relatedPersonnel',
    title('order', 'relatedPersonnel'),
    { auth: true },
    () => import('../features/order/pages/related-personnel.js'),
  ),
  route(
    '/order/onlineConsultation',
    title('order', 'onlineConsultation'),
    { auth: true },
    () => import('../features/order/pages/online-consultation.js'),
  ),
  route(
    '/order/onlineConsultationDetail/:id',
    title('order', 'onlineConsultationDetail'),
    { auth: true },
    () => import('../features/order/pages/online-consultation-detail.js'),
  ),
  route(
    '/order/healthInsurancePaymentCard',
    title('order', 'healthInsurancePaymentCard'),
    { auth: true },
    () => import('../features/order/pages/health-insurance-payment-card.js'),
  ),
  route(
    '/order/safeDocking',
    title('order', 'safeDocking'),
    { auth: true },
    () => import('../features/order/pages/safe-docking.js'),
  ),
  route(
    '/order/safeDetail/:id',
    title('order', 'safeDetail'),
    { auth: true },
    () => import('../features/order/pages/safe-detail.js'),
  ),
  route(
    '/order/list',
    title('order', 'list'),
    { auth: false },
    () => import('../features/order/pages/list.js'),
  ),
  route(
    '/order/driveStatus',
    title('order', 'driveStatus'),
    { auth: false },
    () => import('../features/order/pages/drive-status.js'),
  ),
  route(
    '/order/locationLogin',
    title('order', 'locationLogin'),
    { auth: false },
    () => import('../features/order/pages/location-login.js'),
  ),
  route(
    '/order/intelligentRescue',
    title('order', 'intelligentRescue'),
    { auth: false },
    () => import('../features/order/pages/intelligent-rescue.js'),
  ),
  route(
    '/order/intelligentDrive',
    title('order', 'intelligentDrive'),
    { auth: false },
    () => import('../features/order/pages/intelligent-drive.js'),
  ),
  route(
    '/order/locateTimeoutPage',
    title('order', 'locateTimeoutPage'),
    { auth: false },
    () => import('../features/order/pages/locate-timeout.js'),
  ),
  route(
    '/order/successfullyLocatedPage',
    title('order', 'successfullyLocatedPage'),
    { auth: false },
    () => import('../features/order/pages/successfully-located.js'),
  ),

  // /accident
  route(
    '/accident/login',
    null,
    { auth: false, hideService: true },
    () => import('../features/rescuer-work/pages/login.js'),
  ),
  route(
    '/accident/index',
    null,
    { auth: false, hideService: true },
    () => import('../features/rescuer-work/pages/rescuer-home.js'),
  ),
  route(
    '/accident/doorder',
    null,
    { auth: false, hideService: true },
    () => import('../features/rescuer-work/pages/do-order.js'),
  ),
  route(
    '/accident/car',
    null,
    { auth: false, hideService: true },
    () => import('../features/rescuer-work/pages/car.js'),
  ),
  route(
    '/accident/order',
    null,
    { auth: false, hideService: true },
    () => import('../features/rescuer-work/pages/order.js'),
  ),
  route(
    '/accident/workorder',
    null,
    { auth: false, hideService: true },
    () => import('../features/rescuer-work/pages/work-order.js'),
  ),
  route(
    '/accident/addcar',
    null,
    { auth: false, hideService: true },
    () => import('../features/rescuer-work/pages/add-car.js'),
  ),
  route(
    '/accident/reassignment',
    null,
    { auth: false, hideService: true },
    () => import('../features/rescuer-work/pages/reassignment.js'),
  ),
  route(
    '/accident/getaddress',
    title('accident', 'getaddress'),
    { auth: false, hideService: true },
    () => import('../features/rescuer-work/pages/get-address.js'),
  ),
  route(
    '/accident/getlink',
    null,
    { auth: false, hideService: true },
    () => import('../features/rescuer-work/pages/get-link.js'),
  ),

  // /geturl
  route(
    '/geturl/login',
    title('geturl', 'login'),
    { auth: false, hideService: true },
    () => import('../features/location-links/pages/login.js'),
  ),
  route(
    '/geturl/createlink',
    title('geturl', 'createlink'),
    { auth: false, hideService: true },
    () => import('../features/location-links/pages/create-link.js'),
  ),

  // /serviceTransfer
  route(
    '/serviceTransfer/transferCoupons',
    title('serviceTransfer', 'transferCoupons'),
    { auth: true },
    () => import('../features/coupon-transfers/pages/transfer-coupons.js'),
  ),
  route(
    '/serviceTransfer/transferRecords',
    title('serviceTransfer', 'transferRecords'),
    { auth: true },
    () => import('../features/coupon-transfers/pages/transfer-records.js'),
  ),
  route(
    '/serviceTransfer/share',
    title('serviceTransfer', 'share'),
    { auth: true },
    () => import('../features/coupon-transfers/pages/share.js'),
  ),
  route(
    '/serviceTransfer/transferDetails',
    title('serviceTransfer', 'transferDetails'),
    { auth: true },
    () => import('../features/coupon-transfers/pages/transfer-details.js'),
  ),
  route(
    '/serviceTransfer/claimGiftPackage',
    title('serviceTransfer', 'claimGiftPackage'),
    // A friend opens a gift link with no session: the gift, and the way to log in (issue 19).
    { auth: true, coldView: true },
    () => import('../features/coupon-transfers/pages/claim-gift-package.js'),
  ),

  // /merchant
  route(
    '/merchant/merchantHomepage',
    title('merchant', 'merchantHomepage'),
    { auth: true },
    () => import('../features/merchant/pages/merchant-homepage.js'),
  ),
  route(
    '/merchant/order',
    title('merchant', 'order'),
    { auth: true },
    () => import('../features/merchant/pages/order.js'),
  ),
  route(
    '/merchant/serviceCompleted',
    title('merchant', 'serviceCompleted'),
    { auth: true },
    () => import('../features/merchant/pages/service-completed.js'),
  ),
  route(
    '/merchant/workOrderVerificationDetails',
    title('merchant', 'workOrderVerificationDetails'),
    { auth: true },
    () => import('../features/merchant/pages/work-order-verification-details.js'),
  ),
];

/** Where "home" (and a back arrow with no history) leads: the area's own first screen. */
export function homeFor(path: string): CustomerPath {
  if (path.startsWith('/accident/')) return '/accident/index';
  if (path.startsWith('/geturl/')) return '/geturl/login';
  if (path.startsWith('/merchant/')) return '/merchant/merchantHomepage';
  return '/mine/persional';
}
