import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { orderEnUS } from './en-US.js';
import { orderZhCN } from './zh-CN.js';

registerNamespace('order', { 'zh-CN': orderZhCN, 'en-US': orderEnUS });
