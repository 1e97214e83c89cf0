import {
  feedbackReportToken,
  myFeedbackReplies,
  myFeedbackReports,
  submitFeedbackReport,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as feedback from './service.js';

export function feedbackRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(feedbackReportToken, ({ request }) => feedback.issueToken(deps, request.ip)),
    handle(submitFeedbackReport, ({ params, body, session, locale }) =>
      feedback.submitReport(deps, params.token, body, session, locale),
    ),
    handle(myFeedbackReports, ({ query, session }) => {
      return feedback.myReports(deps, session, query);
    }),
    handle(myFeedbackReplies, ({ query, session }) => {
      return feedback.myReplies(deps, session, query);
    }),
  ];
}
