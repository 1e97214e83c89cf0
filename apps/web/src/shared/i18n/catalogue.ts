import { localize, messages, type MessageKey } from '@rc/contract';
import { currentLocale } from './language.js';

/**
 * Words that the contract's catalogue owns (spec 8's fixed messages: empty jump
 * URL, feedback states, not available yet...), in the user's language. They are
 * not copied into the app's resources so that server and client can never drift.
 */
export function catalogueText(key: MessageKey, vars?: Record<string, string>): string {
  return localize(messages[key], currentLocale(), vars);
}
