/**
 * Live event streams one session may hold open at once (decision 045). A page
 * follows one rescue with one stream; a few tabs fit, hundreds do not: each
 * stream holds a socket, timers and a database listener's attention.
 */
export const maxStreamsPerSession = 4;

export interface StreamSlots {
  /** Takes a slot for the session: its release, or null when the session holds the maximum. */
  claim(sessionId: string): (() => void) | null;
  /** Streams the session holds now. */
  held(sessionId: string): number;
}

export function createStreamSlots(max = maxStreamsPerSession): StreamSlots {
  const open = new Map<string, number>();
  return {
    claim(sessionId) {
      const n = open.get(sessionId) ?? 0;
      if (n >= max) return null;
      open.set(sessionId, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(sessionId) ?? 1) - 1;
        if (left <= 0) open.delete(sessionId);
        else open.set(sessionId, left);
      };
    },
    held: (sessionId) => open.get(sessionId) ?? 0,
  };
}
