import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { personalEnUS } from './personal-en-US.js';
import { personalZhCN } from './personal-zh-CN.js';

registerNamespace('personal', { 'zh-CN': personalZhCN, 'en-US': personalEnUS });
