/**
 * Ends the current task and goes on in a new one, so the browser may paint and answer input in
 * between (decision 065: a drawn landing's boot in steps, none of them a long task). Where the browser
 * has `scheduler.yield`, the rest runs ahead of other queued tasks; elsewhere after a zero timer.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
