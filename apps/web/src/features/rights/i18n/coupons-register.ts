import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { couponsEnUS } from './coupons-en-US.js';
import { couponsZhCN } from './coupons-zh-CN.js';

registerNamespace('coupons', { 'zh-CN': couponsZhCN, 'en-US': couponsEnUS });
