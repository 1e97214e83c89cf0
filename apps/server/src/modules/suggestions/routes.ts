import { mySuggestions, submitSuggestion } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as suggest from './service.js';

export function suggestionRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(mySuggestions, ({ query, session }) => {
      return suggest.mySuggestions(deps, session, query);
    }),
    handle(submitSuggestion, ({ body, session }) => {
      return suggest.submitSuggestion(deps, session, body);
    }),
  ];
}
