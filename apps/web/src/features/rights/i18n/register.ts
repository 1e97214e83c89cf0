import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { rightsEnUS } from './en-US.js';
import { rightsZhCN } from './zh-CN.js';

registerNamespace('rights', { 'zh-CN': rightsZhCN, 'en-US': rightsEnUS });
