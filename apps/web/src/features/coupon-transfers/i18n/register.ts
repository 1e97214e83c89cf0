import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { transferEnUS } from './en-US.js';
import { transferZhCN } from './zh-CN.js';

registerNamespace('transfer', { 'zh-CN': transferZhCN, 'en-US': transferEnUS });
