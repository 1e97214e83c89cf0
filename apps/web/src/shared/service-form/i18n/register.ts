import { registerNamespace } from '../../i18n/register-namespace.js';
import { serviceFormEnUS } from './en-US.js';
import { serviceFormZhCN } from './zh-CN.js';

registerNamespace('serviceForm', { 'zh-CN': serviceFormZhCN, 'en-US': serviceFormEnUS });
