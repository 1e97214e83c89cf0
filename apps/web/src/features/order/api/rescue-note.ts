import { Status } from '@rc/contract';
import { rescueOrderNote } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** rescueOrder/R00010068: an SMS link's sid becomes a one-time login code and the screen to open. */
export function postRescueNote(sid: string) {
  return callEndpoint(rescueOrderNote, { body: { sid }, quiet: [Status.toast] });
}
