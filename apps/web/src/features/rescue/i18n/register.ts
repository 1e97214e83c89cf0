import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { rescueEnUS } from './en-US.js';
import { rescueZhCN } from './zh-CN.js';

registerNamespace('rescue', { 'zh-CN': rescueZhCN, 'en-US': rescueEnUS });
