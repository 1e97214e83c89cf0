import { myFeedbackReplies } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

export const feedbackRepliesKey = ['mine', 'feedbackReplies'] as const;

/** feedback/replies: one page of my error reports with customer service's answers (no screenshots). */
export function fetchFeedbackReplyPage(page: number, signal: AbortSignal) {
  return callEndpoint(myFeedbackReplies, { query: { onPagenum: page, onPagesize: 10 }, signal });
}
