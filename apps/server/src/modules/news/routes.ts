import { contentImage, newsDetail, newsList } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as newsService from './service.js';

export function newsRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(newsList, ({ locale }) => newsService.newsList(deps, locale)),
    handle(newsDetail, ({ params, locale }) => newsService.newsDetail(deps, params.id, locale)),
    handle(contentImage, async ({ params, reply }) => {
      const file = await newsService.contentImage(deps, params.id);
      // An uploaded picture never changes (a new upload is a new id): cache it for good.
      void reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      await reply.send(file.bytes);
      return null;
    }),
  ];
}
