import { myFeedbackReplies } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export const feedbackRepliesKey = queryKeyOf(myFeedbackReplies);

/** feedback/replies: one page of my error reports with customer service's answers (no screenshots). */
export function fetchFeedbackReplyPage(page: number, signal: AbortSignal) {
  return callEndpoint(myFeedbackReplies, { query: { onPagenum: page, onPagesize: 10 }, signal });
}
