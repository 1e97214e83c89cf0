import {
  feedbackReportToken,
  myFeedbackReplies,
  myFeedbackReports,
  submitFeedbackReport,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import * as feedback from './service.js';

export function feedbackRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(feedbackReportToken, ({ request }) => feedback.issueToken(deps, request.ip)),
    handle(submitFeedbackReport, ({ params, body, session, locale }) =>
      feedback.submitReport(deps, params.token, body, session, locale),
    ),
    handle(myFeedbackReports, ({ query, session }) => {
      if (!session) throw sessionInvalid();
      return feedback.myReports(deps, session, query);
    }),
    handle(myFeedbackReplies, ({ query, session }) => {
      if (!session) throw sessionInvalid();
      return feedback.myReplies(deps, session, query);
    }),
  ];
}
