import { Status } from '@rc/contract';
import { designatedDriverNote } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** driverOrder/R00010062: a designated-driver text's sid becomes a one-time login code and its progress screen. */
export function postDriverNote(sid: string) {
  return callEndpoint(designatedDriverNote, { body: { sid }, quiet: [Status.toast] });
}
