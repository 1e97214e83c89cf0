import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { consoleEnUS } from './en-US.js';
import { consoleZhCN } from './zh-CN.js';

registerNamespace('console', { 'zh-CN': consoleZhCN, 'en-US': consoleEnUS });
