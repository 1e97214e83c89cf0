/**
 * What the log may say about a request and an error (issue 21, finding 9): the
 * route's pattern, never its URL (paths and query strings carry plates, coupon
 * codes, order numbers, hand-off tokens and SMS link codes), and an error without
 * the values of its failed query (names, plates, remarks).
 */

/** A path no route matched: its query dropped, any segment with a digit or an escape starred. */
function shapeOfPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path
    .split('/')
    .map((segment) => (/[\d%]/.test(segment) ? '*' : segment))
    .join('/');
}

/** The request as a log line shows it. */
export function requestForLog(request: {
  method: string;
  url: string;
  ip: string;
  routeOptions: { url?: string | undefined };
}) {
  return {
    method: request.method,
    url: request.routeOptions.url ?? shapeOfPath(request.url),
    remoteAddress: request.ip,
  };
}

/** Properties of database errors that hold the values of a row or a query. */
const valueProperties = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/** `Failed query: <sql>\nparams: <values>` (drizzle): the values go, the SQL stays. */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
}

/** A database's own message quotes the value it refused (`invalid input syntax for type uuid: "…"`). */
function withoutQuotedValues(text: string): string {
  return text.replace(/"[^"\n]*"/g, '"[redacted]"').replace(/=\([^)\n]*\)/g, '=([redacted])');
}

/** The error as a log line shows it: type, message, stack, code, and its causes likewise. */
export function errorForLog(err: unknown): LoggedError {
  return errorAt(err, 0);
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function errorAt(err: unknown, depth: number): LoggedError {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: typeof err === 'string' ? err : 'non-error thrown', stack: '' };
  }
  const fromDatabase = typeof (err as { code?: unknown }).code === 'string' && 'severity' in err;
  const clean = (text: string) =>
    fromDatabase ? withoutQuotedValues(withoutParams(text)) : withoutParams(text);
  const out: LoggedError = {
    type: err.name,
    message: clean(err.message),
    stack: clean(err.stack ?? ''),
  };
  for (const [key, value] of Object.entries(err)) {
    if (valueProperties.has(key) || key === 'cause' || key in out) continue;
    if (typeof value === 'string') out[key] = clean(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (err.cause !== undefined && depth < 3) out.cause = errorAt(err.cause, depth + 1);
  return out;
}
