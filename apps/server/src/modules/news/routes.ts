import { newsDetail, newsList } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as newsService from './service.js';

export function newsRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(newsList, ({ locale }) => newsService.newsList(deps, locale)),
    handle(newsDetail, ({ params, locale }) => newsService.newsDetail(deps, params.id, locale)),
  ];
}
