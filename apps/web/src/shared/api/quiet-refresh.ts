import type { QueryFunctionContext } from '@tanstack/react-query';
import { inBackground } from './client.js';

/**
 * The query function of a read that is followed on screen (a poll): its first read counts in the
 * loading counter like any other, each later one refreshes what the customer already sees and
 * runs in the background (decision 068). The counter's layer holds taps back: a poll every few
 * seconds on a slow network would otherwise swallow taps at random on the screens people follow
 * a rescue or a booking on.
 */
export function refreshedQuietly<T>(
  read: (context: { signal: AbortSignal }) => Promise<T>,
): (context: QueryFunctionContext) => Promise<T> {
  return (context) =>
    context.client.getQueryData(context.queryKey) === undefined
      ? read(context)
      : inBackground(() => read(context));
}
