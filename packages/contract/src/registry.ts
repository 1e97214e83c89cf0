import type { EndpointDef } from './endpoint.js';
import { activityEndpoints } from './endpoints/activity.js';
import { aiMeasureEndpoints } from './endpoints/ai-measure.js';
import { authEndpoints } from './endpoints/auth.js';
import { authorityEndpoints } from './endpoints/authority.js';
import { cardOrderEndpoints } from './endpoints/card-order.js';
import { commonEndpoints } from './endpoints/common.js';
import { coonetworkEndpoints } from './endpoints/coonetwork.js';
import { disasterEndpoints } from './endpoints/disaster.js';
import { donationEndpoints } from './endpoints/donation.js';
import { driverOrderEndpoints } from './endpoints/driver-order.js';
import { feedbackEndpoints } from './endpoints/feedback.js';
import { giftEndpoints } from './endpoints/gift.js';
import { interfaceEndpoints } from './endpoints/interface.js';
import { locationEndpoints } from './endpoints/location.js';
import { mapEndpoints } from './endpoints/map.js';
import { merchantEndpoints } from './endpoints/merchant.js';
import { newsEndpoints } from './endpoints/news.js';
import { opsEndpoints } from './endpoints/ops.js';
import { opsContentEndpoints } from './endpoints/ops-content.js';
import { opsEntitlementEndpoints } from './endpoints/ops-entitlements.js';
import { opsFeedbackEndpoints } from './endpoints/ops-feedback.js';
import { opsChannelEndpoints } from './endpoints/ops-channels.js';
import { opsCatalogueEndpoints } from './endpoints/ops-catalogue.js';
import { opsDispatchEndpoints } from './endpoints/ops-dispatch.js';
import { opsOverviewEndpoints } from './endpoints/ops-overview.js';
import { opsNetworkEndpoints } from './endpoints/ops-network.js';
import { opsSiteEndpoints } from './endpoints/ops-site.js';
import { opsInquiryEndpoints } from './endpoints/ops-inquiries.js';
import { opsServicesEndpoints } from './endpoints/ops-services.js';
import { orderNewEndpoints } from './endpoints/order-new.js';
import { serviceFormEndpoints } from './endpoints/service-forms.js';
import { orderEndpoints } from './endpoints/order.js';
import { personEndpoints } from './endpoints/person.js';
import { personalHomePageEndpoints } from './endpoints/personal-home-page.js';
import { powerOrderEndpoints } from './endpoints/power-order.js';
import { rescueOrderEndpoints } from './endpoints/rescue-order.js';
import { rescueCallEndpoints } from './endpoints/rescue-calls.js';
import { rightauthEndpoints } from './endpoints/rightauth.js';
import { rightsEndpoints } from './endpoints/rights.js';
import { suggestEndpoints } from './endpoints/suggest.js';
import { templateEndpoints } from './endpoints/template.js';
import { vipRightsEndpoints } from './endpoints/vip-rights.js';

/** Every endpoint of the product, once. The server registers from it; tests walk it. */
export const allEndpoints: readonly EndpointDef[] = [
  ...authEndpoints,
  ...commonEndpoints,
  ...templateEndpoints,
  ...feedbackEndpoints,
  ...authorityEndpoints,
  ...rightauthEndpoints,
  ...rightsEndpoints,
  ...vipRightsEndpoints,
  ...aiMeasureEndpoints,
  ...personalHomePageEndpoints,
  ...activityEndpoints,
  ...giftEndpoints,
  ...newsEndpoints,
  ...suggestEndpoints,
  ...personEndpoints,
  ...merchantEndpoints,
  ...donationEndpoints,
  ...disasterEndpoints,
  ...orderEndpoints,
  ...cardOrderEndpoints,
  ...orderNewEndpoints,
  ...serviceFormEndpoints,
  ...powerOrderEndpoints,
  ...driverOrderEndpoints,
  ...rescueOrderEndpoints,
  ...rescueCallEndpoints,
  ...coonetworkEndpoints,
  ...interfaceEndpoints,
  ...locationEndpoints,
  ...mapEndpoints,
  ...opsEndpoints,
  ...opsContentEndpoints,
  ...opsEntitlementEndpoints,
  ...opsFeedbackEndpoints,
  ...opsChannelEndpoints,
  ...opsCatalogueEndpoints,
  ...opsDispatchEndpoints,
  ...opsOverviewEndpoints,
  ...opsNetworkEndpoints,
  ...opsSiteEndpoints,
  ...opsInquiryEndpoints,
  ...opsServicesEndpoints,
];
