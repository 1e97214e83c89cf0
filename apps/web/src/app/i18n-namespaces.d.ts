import 'i18next';
import type { Messages } from '../shared/i18n/zh-CN.js';
import type { AgreementMessages } from '../shared/i18n/agreement/zh-CN.js';

/**
 * Every i18n namespace and its message type, so `t()` keys are checked. The app
 * layer composes: each area adds its own namespace here (see
 * shared/i18n/register-namespace.ts), e.g. `rights: RightsMessages`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: Messages; agreement: AgreementMessages };
    returnNull: false;
  }
}
