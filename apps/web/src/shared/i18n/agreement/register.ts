import { i18n } from '../i18n.js';
import { agreementZhCN } from './zh-CN.js';
import { agreementEnUS } from './en-US.js';

/** Adds the long terms to i18next when the agreement screen loads (they stay out of the first screen). */
export function registerAgreementTexts(): void {
  if (i18n.hasResourceBundle('zh-CN', 'agreement')) return;
  i18n.addResourceBundle('zh-CN', 'agreement', agreementZhCN);
  i18n.addResourceBundle('en-US', 'agreement', agreementEnUS);
}
