import { registerNamespace } from '../../i18n/register-namespace.js';
import { locationLinkEnUS } from './en-US.js';
import { locationLinkZhCN } from './zh-CN.js';

registerNamespace('locationLink', { 'zh-CN': locationLinkZhCN, 'en-US': locationLinkEnUS });
