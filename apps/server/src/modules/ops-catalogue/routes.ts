import {
  opsCatalogueList,
  opsCatalogueSave,
  opsServiceTypeList,
  opsServiceTypeSave,
  opsServiceTypeSaveForm,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import * as catalogue from './service.js';
import * as serviceTypeForms from './service-type-forms.js';
import * as serviceTypes from './service-types.js';

/** Console: the rights and services catalogue (docs/console.md). */
export function opsCatalogueRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(opsCatalogueList, ({ locale }) => catalogue.list(deps, locale)),
    handle(opsCatalogueSave, ({ body, operator, locale }) =>
      catalogue.save(deps, requireOperator(operator), body, locale),
    ),
    handle(opsServiceTypeList, ({ locale }) => serviceTypes.listServiceTypes(deps, locale)),
    handle(opsServiceTypeSave, ({ body, operator, locale }) =>
      serviceTypes.saveServiceType(deps, requireOperator(operator), body, locale),
    ),
    handle(opsServiceTypeSaveForm, ({ body, operator, locale }) =>
      serviceTypeForms.saveServiceTypeForm(deps, requireOperator(operator), body, locale),
    ),
  ];
}
