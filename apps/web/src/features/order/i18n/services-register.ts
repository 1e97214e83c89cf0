import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { servicesEnUS } from './services-en-US.js';
import { servicesZhCN } from './services-zh-CN.js';

registerNamespace('services', { 'zh-CN': servicesZhCN, 'en-US': servicesEnUS });
