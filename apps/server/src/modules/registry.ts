import type { AppDeps } from '../http/deps.js';
import type { BoundHandler } from '../http/endpoints.js';
import { authRoutes } from './auth/routes.js';
import { disasterRoutes } from './disaster/routes.js';
import { rescueOrderRoutes } from './rescue-order/routes.js';
import { rescueCallRoutes } from './rescue-calls/routes.js';
import { interfaceRoutes } from './interface/routes.js';
import { locationRoutes } from './location/routes.js';
import { mapRoutes } from './map/routes.js';
import { rescueTrackRoutes } from './rescue-track/routes.js';
import { orderRoutes } from './order/routes.js';
import { cardOrderRoutes } from './cardorder/routes.js';
import { coonetworkRoutes } from './coonetwork/routes.js';
import { rescueNoteRoutes } from './rescue-order/note.js';
import { donationRoutes } from './donation/routes.js';
import { merchantRoutes } from './merchant/routes.js';
import { gettokenRoutes } from './gettoken/routes.js';
import { commonRoutes } from './common/routes.js';
import { authorityRoutes } from './authority/routes.js';
import { rightauthRoutes } from './rightauth/routes.js';
import { activityRoutes } from './activity/routes.js';
import { newsRoutes } from './news/routes.js';
import { suggestRoutes } from './suggest/routes.js';
import { feedbackRoutes } from './feedback/routes.js';
import { personRoutes } from './person/routes.js';
import { rightsHomeRoutes } from './rights/home-routes.js';
import { couponsRoutes } from './rights/coupons-routes.js';
import { giftRoutes } from './gift/routes.js';
import { servicesRoutes } from './services/routes.js';
import { inquiryRoutes } from './inquiry/routes.js';
import { goldenOrderRoutes } from './golden-order/routes.js';
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
    ...cardOrderRoutes(deps),
    ...inquiryRoutes(deps),
    ...goldenOrderRoutes(deps),
    ...coonetworkRoutes(deps),
    ...rescueNoteRoutes(deps),
    ...gettokenRoutes(deps),
    ...commonRoutes(deps),
    ...authorityRoutes(deps),
    ...rightauthRoutes(deps),
    ...activityRoutes(deps),
    ...newsRoutes(deps),
    ...suggestRoutes(deps),
    ...feedbackRoutes(deps),
    ...personRoutes(deps),
    ...rightsHomeRoutes(deps),
    ...couponsRoutes(deps),
    ...giftRoutes(deps),
    ...servicesRoutes(deps),
    ...donationRoutes(deps),
    ...merchantRoutes(deps),
    ...disasterRoutes(deps),
    ...rescueOrderRoutes(deps),
    ...rescueCallRoutes(deps),
    ...interfaceRoutes(),
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
