import { myInfo } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import * as person from './service.js';

/** person/signInInfo only; the other person calls belong to the order area. */
export function personRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(myInfo, ({ session, locale }) => {
      if (!session) throw sessionInvalid();
      return person.myInfo(deps, session, locale);
    }),
  ];
}
