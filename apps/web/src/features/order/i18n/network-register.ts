import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { orderNetworkEnUS } from './network-en-US.js';
import { orderNetworkZhCN } from './network-zh-CN.js';

registerNamespace('orderNetwork', { 'zh-CN': orderNetworkZhCN, 'en-US': orderNetworkEnUS });
