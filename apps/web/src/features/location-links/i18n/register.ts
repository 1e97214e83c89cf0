import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { geturlEnUS } from './en-US.js';
import { geturlZhCN } from './zh-CN.js';

registerNamespace('geturl', { 'zh-CN': geturlZhCN, 'en-US': geturlEnUS });
