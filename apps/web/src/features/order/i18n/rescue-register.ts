import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { orderRescueEnUS } from './rescue-en-US.js';
import { orderRescueZhCN } from './rescue-zh-CN.js';

registerNamespace('orderRescue', { 'zh-CN': orderRescueZhCN, 'en-US': orderRescueEnUS });
