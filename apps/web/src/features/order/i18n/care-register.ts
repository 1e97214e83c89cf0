import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { orderCareEnUS } from './care-en-US.js';
import { orderCareZhCN } from './care-zh-CN.js';

registerNamespace('orderCare', { 'zh-CN': orderCareZhCN, 'en-US': orderCareEnUS });
