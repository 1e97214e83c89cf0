/**
 * A request URL as the log may carry it: the path with every segment that could
 * name or open something (an order number, a signed order code, a long token)
 * replaced by `…`, and the query's names without their values (codes, order
 * numbers with their check values, plates). Route and shape stay readable.
 */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  const safePath = path
    .split('/')
    .map((seg) => (/^RC[O\d]/i.test(decodeSafe(seg)) || seg.length > 24 ? '…' : seg))
    .join('/');
  if (!query) return safePath;
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=…`);
  return `${safePath}?${names.join('&')}`;
}

function decodeSafe(seg: string): string {
  try {
    return decodeURIComponent(seg);
  } catch {
    return seg;
  }
}

/** Fastify's request serializer with the URL made loggable. */
export function requestLogFields(req: { method: string; url: string }): { method: string; url: string } {
  return { method: req.method, url: loggableUrl(req.url) };
}
