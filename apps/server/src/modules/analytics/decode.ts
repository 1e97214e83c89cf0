import { pathOfUnstorableText } from '../../http/validate.js';

/**
 * The Sensors web SDK's wire format: `data` (one event) or `data_list` (a
 * batch), each base64 of the UTF-8 JSON, sent as a form body or in the query of
 * an image request; `gzip=1` is not used by the web SDK and is refused.
 */
export interface SensorsEvent {
  type: string;
  event: string;
  pid: string;
  properties: Record<string, unknown>;
  eventAt: Date;
}

const maxEventsPerCall = 50;
/** Identity and device fields dropped on arrival: the PID is the only identity kept. */
const droppedProperties = new Set([
  '$ip',
  '$device_id',
  '$anonymization_id',
  '$identity_cookie_id',
  '$identity_anonymous_id',
  '$identity_login_id',
  '$latest_referrer',
  '$referrer',
  '$url',
  '$title',
  '$user_agent',
]);

function decodeBase64Json(value: string): unknown {
  // Form and query values arrive URL-decoded already; the SDK base64-encodes UTF-8 bytes.
  const text = Buffer.from(value, 'base64').toString('utf8');
  return JSON.parse(text) as unknown;
}

export function payloadFrom(fields: Record<string, unknown>): unknown[] {
  if (fields.gzip === '1' || fields.gzip === 1) return [];
  const raw =
    typeof fields.data_list === 'string'
      ? fields.data_list
      : typeof fields.data === 'string'
        ? fields.data
        : '';
  if (!raw) return [];
  const decoded = decodeBase64Json(raw);
  return (Array.isArray(decoded) ? decoded : [decoded]).slice(0, maxEventsPerCall);
}

/** The first `max` UTF-16 units of a string, without cutting a surrogate pair in half. */
function clip(value: string, max: number): string {
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) && value.length > max ? cut.slice(0, -1) : cut;
}

function str(value: unknown, max = 255): string {
  return typeof value === 'string' ? clip(value, max) : '';
}

/**
 * One SDK record to what is stored; null when it is not an event record, or when it
 * carries text PostgreSQL cannot keep (NUL, a lone surrogate): such an event is dropped,
 * the others of its batch are kept, and the collector still answers 204.
 *
 * `pid` is the person of the request's live session, or '' without one: the PID the
 * record claims (`identities.PID`, `login_id`) is never believed, since anyone may
 * send any (issue 21, decision 045).
 */
export function toEvent(record: unknown, now: Date, pid: string): SensorsEvent | null {
  const event = eventOf(record, now, pid);
  return event && pathOfUnstorableText(event, []) === null ? event : null;
}

function eventOf(record: unknown, now: Date, pid: string): SensorsEvent | null {
  if (!record || typeof record !== 'object') return null;
  const r = record as Record<string, unknown>;
  const type = str(r.type, 32);
  if (!type) return null;
  const props =
    r.properties && typeof r.properties === 'object' ? (r.properties as Record<string, unknown>) : {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props).slice(0, 100)) {
    if (droppedProperties.has(key) || key.length > 100) continue;
    if (typeof value === 'string') kept[key] = clip(value, 500);
    else if (typeof value === 'number' || typeof value === 'boolean' || value === null) kept[key] = value;
  }
  // The record's own ids (identities, login_id, distinct_id, anonymous_id) are not kept.
  const time = typeof r.time === 'number' && Number.isFinite(r.time) ? new Date(r.time) : now;
  return {
    type,
    event: str(r.event, 100),
    pid,
    properties: kept,
    eventAt: Math.abs(time.getTime() - now.getTime()) < 7 * 86_400_000 ? time : now,
  };
}
