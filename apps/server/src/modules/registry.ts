import type { AppDeps } from '../http/deps.js';
import type { BoundHandler } from '../http/endpoints.js';
import { authRoutes } from './auth/routes.js';
import { rescuerWorkRoutes } from './rescuer-work/routes.js';
import { rescueOrderRoutes } from './rescue-order/routes.js';
import { rescueCallRoutes } from './rescue-calls/routes.js';
import { rescueBookingTimeRoutes } from './rescue-booking-times/routes.js';
import { locationRoutes } from './location/routes.js';
import { mapRoutes } from './map/routes.js';
import { rescueTrackRoutes } from './rescue-track/routes.js';
import { orderRoutes } from './order/routes.js';
import { healthCardRoutes } from './health-cards/routes.js';
import { partnerStoreRoutes } from './partner-stores/routes.js';
import { rescueNoteRoutes } from './rescue-order/note.js';
import { couponTransferRoutes } from './coupon-transfers/routes.js';
import { merchantRoutes } from './merchant/routes.js';
import { sessionKeyRoutes } from './session-keys/routes.js';
import { staticFileRoutes } from './static-files/routes.js';
import { authorizationRoutes } from './authorizations/routes.js';
import { authorizationDetailRoutes } from './authorizations/detail-routes.js';
import { activityRoutes } from './activity/routes.js';
import { newsRoutes } from './news/routes.js';
import { suggestionRoutes } from './suggestions/routes.js';
import { feedbackRoutes } from './feedback/routes.js';
import { profileRoutes } from './profile/routes.js';
import { rightsHomeRoutes } from './rights/home-routes.js';
import { couponsRoutes } from './rights/coupons-routes.js';
import { giftRoutes } from './gift/routes.js';
import { servicesRoutes } from './services/routes.js';
import { inquiryRoutes } from './inquiry/routes.js';
import { goldServiceRoutes } from './gold-service/routes.js';
import { opsAuthRoutes } from './ops-auth/routes.js';
import { opsContentRoutes } from './ops-content/routes.js';
import { opsDispatchRoutes } from './ops-dispatch/routes.js';
import { opsNetworkRoutes } from './ops-network/routes.js';
import { opsEntitlementRoutes } from './ops-entitlements/routes.js';
import { opsCatalogueRoutes } from './ops-catalogue/routes.js';
import { opsChannelRoutes } from './ops-channels/routes.js';
import { opsFeedbackRoutes } from './ops-feedback/routes.js';
import { opsSiteRoutes } from './ops-site/routes.js';
import { opsInquiryRoutes } from './ops-inquiries/routes.js';
import { opsServicesRoutes } from './ops-services/routes.js';

/**
 * Every module's handlers, in one readable list. A contract endpoint without a
 * handler here answers -2 "not available yet". Add a module with one line.
 */
export function moduleRoutes(deps: AppDeps): BoundHandler[] {
  return [
    ...authRoutes(deps),
    ...orderRoutes(deps),
    ...healthCardRoutes(deps),
    ...inquiryRoutes(deps),
    ...goldServiceRoutes(deps),
    ...partnerStoreRoutes(deps),
    ...rescueNoteRoutes(deps),
    ...sessionKeyRoutes(deps),
    ...staticFileRoutes(deps),
    ...authorizationRoutes(deps),
    ...authorizationDetailRoutes(deps),
    ...activityRoutes(deps),
    ...newsRoutes(deps),
    ...suggestionRoutes(deps),
    ...feedbackRoutes(deps),
    ...profileRoutes(deps),
    ...rightsHomeRoutes(deps),
    ...couponsRoutes(deps),
    ...giftRoutes(deps),
    ...servicesRoutes(deps),
    ...couponTransferRoutes(deps),
    ...merchantRoutes(deps),
    ...rescuerWorkRoutes(deps),
    ...rescueOrderRoutes(deps),
    ...rescueCallRoutes(deps),
    ...rescueBookingTimeRoutes(),
    ...locationRoutes(deps),
    ...mapRoutes(deps),
    ...rescueTrackRoutes(deps),
    ...opsAuthRoutes(deps),
    ...opsContentRoutes(deps),
    ...opsDispatchRoutes(deps),
    ...opsNetworkRoutes(deps),
    ...opsEntitlementRoutes(deps),
    ...opsCatalogueRoutes(deps),
    ...opsChannelRoutes(deps),
    ...opsFeedbackRoutes(deps),
    ...opsSiteRoutes(deps),
    ...opsInquiryRoutes(deps),
    ...opsServicesRoutes(deps),
  ];
}
