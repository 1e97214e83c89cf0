import {
  cancelRescue,
  changeRescueDestination,
  followRescue,
  rescueLive,
  shareRescue,
  sharedRescue,
  orderSideSteps,
  rescueDestinations,
  rescueLoadInfo,
  rescueOrders,
  submitRescueOrder,
  urgeRescue,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import { accountOf } from '../../http/acting-for.js';
import { sessionInvalid } from '../../http/errors.js';
import type { AppDeps } from '../../http/deps.js';
import * as follow from './follow.js';
import * as actions from './actions.js';
import { streamRescue } from './live.js';
import { rescueDestinations as destinations } from './destinations.js';
import { listRescues, loadInfo, submitRescue } from './service.js';

/** The customer side of roadside rescue (R00010068, the rescue note, is the orders area's). */
export function rescueOrderRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(rescueLoadInfo, ({ customer, locale }) => loadInfo(deps, accountOf(customer), locale)),
    handle(rescueDestinations, async ({ body, locale }) => ({
      list: await destinations(deps, body, locale),
    })),
    handle(submitRescueOrder, ({ customer, body }) => submitRescue(deps, accountOf(customer), body)),
    handle(followRescue, ({ customer, body }) => follow.followRescue(deps, accountOf(customer), body)),
    handle(urgeRescue, ({ customer, body }) => follow.urgeRescue(deps, accountOf(customer), body)),
    handle(rescueOrders, ({ customer, body, locale }) =>
      listRescues(deps, accountOf(customer), body, locale),
    ),
    handle(rescueLive, async ({ session, customer, query, request, reply }) => {
      if (!session) throw sessionInvalid();
      await streamRescue(deps, session.id, accountOf(customer), query, request, reply);
      return null;
    }),
    handle(cancelRescue, ({ customer, body }) => actions.cancelRescue(deps, accountOf(customer), body)),
    handle(changeRescueDestination, ({ customer, body }) =>
      actions.changeDestination(deps, accountOf(customer), body),
    ),
    handle(shareRescue, ({ customer, body }) => actions.shareRescue(deps, accountOf(customer), body)),
    handle(sharedRescue, ({ body }) => actions.sharedRescue(deps, body.code)),
    handle(orderSideSteps, ({ customer, query, locale }) =>
      follow.sideSteps(deps, accountOf(customer), query, locale),
    ),
  ];
}
