import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { activeEn } from './en-US.js';
import { activeZh } from './zh-CN.js';

registerNamespace('active', { 'zh-CN': activeZh, 'en-US': activeEn });
