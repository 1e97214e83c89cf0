import { registerNamespace } from '../../../shared/i18n/register-namespace.js';
import { mineEn } from './en-US.js';
import { mineZh } from './zh-CN.js';

registerNamespace('mine', { 'zh-CN': mineZh, 'en-US': mineEn });
