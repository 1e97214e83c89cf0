import type { Suggestion } from '@rc/contract';
import { fileSuggestion, suggestionsOf } from '../../domain/suggestions.js';
import type { AppDeps } from '../../http/deps.js';
import type { SessionContext } from '../../http/session-store.js';

/** Suggestions are the signed-in person's own, also while switched to an authorised user. */
function me(session: SessionContext): string {
  if (!session.customerId) throw new Error('suggestions are for customer sessions');
  return session.customerId;
}

export async function mySuggestions(
  deps: AppDeps,
  session: SessionContext,
  page: { onPagenum: number; onPagesize: number },
) {
  const customerId = me(session);
  return suggestionsOf(deps.db, customerId, page);
}

export async function submitSuggestion(
  deps: AppDeps,
  session: SessionContext,
  input: Parameters<typeof fileSuggestion>[3],
): Promise<Suggestion> {
  return fileSuggestion(deps.db, deps.fieldCrypto, me(session), input);
}
