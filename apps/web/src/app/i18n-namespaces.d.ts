import 'i18next';
import type { Messages } from '../shared/i18n/zh-CN.js';
import type { TransferMessages } from '../features/coupon-transfers/i18n/zh-CN.js';
import type { MerchantMessages } from '../features/merchant/i18n/zh-CN.js';
import type { AgreementMessages } from '../shared/i18n/agreement/zh-CN.js';
import type { OrderMessages } from '../features/order/i18n/zh-CN.js';
import type { CouponsMessages } from '../features/rights/i18n/coupons-zh-CN.js';
import type { RightsMessages } from '../features/rights/i18n/zh-CN.js';
import type { PersonalMessages } from '../features/personal-centre/i18n/personal-zh-CN.js';
import type { MineMessages } from '../features/personal-centre/i18n/zh-CN.js';
import type { ActiveMessages } from '../features/articles/i18n/zh-CN.js';
import type { RescueMessages } from '../features/rescue/i18n/zh-CN.js';
import type { AccidentMessages } from '../features/rescuer-work/i18n/zh-CN.js';
import type { OrderRescueMessages } from '../features/order/i18n/rescue-zh-CN.js';
import type { GeturlMessages } from '../features/location-links/i18n/zh-CN.js';
import type { ServiceFormMessages } from '../shared/service-form/i18n/zh-CN.js';
import type { ServicesMessages } from '../features/order/i18n/services-zh-CN.js';
import type { OrderCareMessages } from '../features/order/i18n/care-zh-CN.js';
import type { OrderNetworkMessages } from '../features/order/i18n/network-zh-CN.js';
import type { ConsoleMessages } from '../features/console/i18n/zh-CN.js';
import type { LocationLinkMessages } from '../shared/location-link/i18n/zh-CN.js';

/**
 * Every i18n namespace and its message type, so `t()` keys are checked. The app
 * layer composes: each area adds its own namespace here (see
 * shared/i18n/register-namespace.ts), e.g. `rights: RightsMessages`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: Messages;
      transfer: TransferMessages;
      merchant: MerchantMessages;
      agreement: AgreementMessages;
      order: OrderMessages;
      coupons: CouponsMessages;
      rights: RightsMessages;
      personal: PersonalMessages;
      mine: MineMessages;
      active: ActiveMessages;
      rescue: RescueMessages;
      accident: AccidentMessages;
      orderRescue: OrderRescueMessages;
      geturl: GeturlMessages;
      serviceForm: ServiceFormMessages;
      services: ServicesMessages;
      orderCare: OrderCareMessages;
      orderNetwork: OrderNetworkMessages;
      console: ConsoleMessages;
      locationLink: LocationLinkMessages;
    };
    returnNull: false;
  }
}
