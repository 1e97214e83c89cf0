import {
  opsReportAnswer,
  opsReportDetail,
  opsReportList,
  opsSuggestionAnswer,
  opsSuggestionList,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import * as feedback from './service.js';

/** Console: error reports and suggestions: read, answer, close (docs/console.md). */
export function opsFeedbackRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(opsReportList, ({ query }) => feedback.reportPage(deps, query)),
    handle(opsReportDetail, ({ params }) => feedback.reportOne(deps, params.id)),
    handle(opsReportAnswer, ({ body, operator, locale }) =>
      feedback.answerReport(deps, requireOperator(operator), body, locale),
    ),
    handle(opsSuggestionList, ({ query }) => feedback.suggestionPage(deps, query)),
    handle(opsSuggestionAnswer, ({ body, operator, locale }) =>
      feedback.answerSuggestion(deps, requireOperator(operator), body, locale),
    ),
  ];
}
