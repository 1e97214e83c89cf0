import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '@rc/contract';
import type { AppConfig } from '../config.js';

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Every API call carries the page's API key and applicant code (spec 7). They
 * identify the front end, they are not secrets; a call without them is not ours.
 */
export function apiKeyHook(config: Pick<AppConfig, 'apiKey' | 'applicantCode'>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // The path as routed (decoded): `/%61pi/rcservice/...` reaches the same handler as `/api/...`.
    const path = request.routeOptions.url ?? decodedPath(request.url);
    if (!path.startsWith('/api/rcservice/') || path.startsWith('/api/rcservice/docs')) return;
    if (
      request.headers['x-api-key'] === config.apiKey &&
      request.headers['x-applicant-code'] === config.applicantCode
    ) {
      return;
    }
    const zh = (request.headers['accept-language'] ?? '').startsWith('en') === false;
    await reply.code(401).send({
      status: Status.toast,
      statusText: zh ? '非法的调用来源' : 'This call does not come from the app',
      data: null,
    });
  };
}
