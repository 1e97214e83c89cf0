import {
  opsActivityDetail,
  opsActivityList,
  opsActivitySave,
  opsContentImageUpload,
  opsContentSettings,
  opsContentSettingsSave,
  opsNewsDetail,
  opsNewsList,
  opsNewsSave,
  opsTipList,
  opsTipMove,
  opsTipSave,
  opsTipSetEnabled,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import * as content from './service.js';
import * as tips from './tips.js';
import { uploadContentImage } from './content-images.js';

/** Console: news, activities, the ticker's roll rate and tips (docs/console.md). */
export function opsContentRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(opsNewsList, ({ query }) => content.newsPage(deps, query)),
    handle(opsNewsDetail, ({ params }) => content.newsOne(deps, params.id)),
    handle(opsNewsSave, ({ body, operator, locale }) =>
      content.saveNews(deps, requireOperator(operator), body, locale),
    ),
    handle(opsActivityList, ({ query }) => content.activityPage(deps, query)),
    handle(opsActivityDetail, ({ params }) => content.activityOne(deps, params.id)),
    handle(opsActivitySave, ({ body, operator, locale }) =>
      content.saveActivity(deps, requireOperator(operator), body, locale),
    ),
    handle(opsContentImageUpload, ({ body, operator, locale }) =>
      uploadContentImage(deps, requireOperator(operator), body, locale),
    ),
    handle(opsContentSettings, () => content.settings(deps)),
    handle(opsContentSettingsSave, ({ body, operator }) =>
      content.saveSettings(deps, requireOperator(operator), body),
    ),
    handle(opsTipList, ({ query }) => tips.tipPage(deps, query)),
    handle(opsTipSave, ({ body, operator, locale }) =>
      tips.saveTip(deps, requireOperator(operator), body, locale),
    ),
    handle(opsTipSetEnabled, ({ body, operator }) =>
      tips.setTipEnabled(deps, requireOperator(operator), body),
    ),
    handle(opsTipMove, ({ body, operator }) => tips.moveTip(deps, requireOperator(operator), body)),
  ];
}
