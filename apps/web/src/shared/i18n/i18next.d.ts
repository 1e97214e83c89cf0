import 'i18next';
import type { Messages } from './zh-CN.js';
import type { AgreementMessages } from './agreement/zh-CN.js';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: Messages; agreement: AgreementMessages };
    returnNull: false;
  }
}
