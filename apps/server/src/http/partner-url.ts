/**
 * A partner's URL as configured per deployment (catalogue jumpUrl, customer
 * service, AI assessor): absolute for a real partner, or a path on this server
 * (the demo's own partner pages). Query parameters are added either way, and a
 * path stays a path so the browser opens it on the origin it is on.
 */
export function partnerUrlWith(configured: string, params: Record<string, string | undefined>): string {
  const relative = configured.startsWith('/');
  const url = new URL(configured, 'http://this-server.invalid');
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
