import type { FastifyRequest } from 'fastify';

const loopback = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A request from this machine itself: its address (the client's, as far as the
 * configured proxies tell it) is a loopback one, and no unconfigured proxy on this
 * machine relayed it for someone else (an X-Forwarded-For or Forwarded header
 * Fastify did not resolve). Demo mode publishes sign-in links and the SMS outbox
 * only to such requests (issue 21, finding 6).
 */
export function isLocalRequest(request: FastifyRequest, trustsProxies: boolean): boolean {
  if (!loopback.test(request.ip)) return false;
  if (trustsProxies) return true;
  return request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

/**
 * The origin a local request reached us by: its Host header (never X-Forwarded-Host,
 * which any client may send), or localhost when the header is not a plain host[:port].
 */
export function originOfLocalRequest(request: FastifyRequest, port: number): string {
  const host = request.headers.host ?? '';
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? `http://${host}`
    : `http://localhost:${port}`;
}
