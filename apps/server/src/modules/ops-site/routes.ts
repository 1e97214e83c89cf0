import { opsMournSave, opsSiteSettings, opsThemeRestore, opsThemeUpload } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import * as site from './service.js';

/** Console (admin): the mourning flag and the theme files (docs/console.md). */
export function opsSiteRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(opsSiteSettings, () => site.settings(deps)),
    handle(opsMournSave, ({ body, operator }) => site.saveMourn(deps, requireOperator(operator), body)),
    handle(opsThemeUpload, ({ body, operator, locale }) =>
      site.uploadTheme(deps, requireOperator(operator), body, locale),
    ),
    handle(opsThemeRestore, ({ body, operator }) => site.restoreTheme(deps, requireOperator(operator), body)),
  ];
}
