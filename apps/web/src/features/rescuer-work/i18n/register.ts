import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { accidentEnUS } from './en-US.js';
import { accidentZhCN } from './zh-CN.js';

registerNamespace('accident', { 'zh-CN': accidentZhCN, 'en-US': accidentEnUS });
