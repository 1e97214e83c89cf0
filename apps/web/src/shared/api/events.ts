/**
 * A tiny typed event emitter. The API client announces what the user must see
 * (toasts, kept-up notices, the feedback button, navigation) and the app shell,
 * which owns the UI and the router, listens. The client never imports UI.
 */
type Listener<T> = (payload: T) => void;

export interface Emitter<Events extends object> {
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void;
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
}

export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(event, payload) {
      const set = listeners.get(event);
      if (!set) return;
      for (const listener of [...set]) (listener as Listener<typeof payload>)(payload);
    },
  };
}

export interface ApiEvents {
  /** In-flight request count changed (the loading overlay shows while it is above 0). */
  loading: { inFlight: number };
  /** A short message that goes away by itself (-1, -100, -3, -5). */
  toast: { text: string };
  /** A message to keep on screen until the user dismisses it (-2). */
  notice: { text: string };
  /** Something failed that the user may want to report: show the feedback button. */
  raiseFeedback: { message: string };
  /** The client needs the app somewhere else (-4 → expired, login HTTP 500 → updating). */
  navigate: { to: string; replace: boolean };
  /**
   * An order submit (an encrypted endpoint) succeeded. Only what names the order
   * and its service: the payload's contact, plate and place never leave the client.
   */
  orderSubmitted: { endpoint: string; orderId: string; serviceType: string; formCode: string };
}

export const apiEvents = createEmitter<ApiEvents>();
