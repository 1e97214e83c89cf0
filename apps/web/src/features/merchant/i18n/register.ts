import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { merchantEnUS } from './en-US.js';
import { merchantZhCN } from './zh-CN.js';

registerNamespace('merchant', { 'zh-CN': merchantZhCN, 'en-US': merchantEnUS });
