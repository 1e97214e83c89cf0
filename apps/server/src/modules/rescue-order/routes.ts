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
import type { AppDeps } from '../../http/deps.js';
import * as follow from './follow.js';
import * as actions from './actions.js';
import { streamRescue } from './live.js';
import { rescueDestinations as destinations } from '../../domain/rescue-destinations.js';
import { listRescues, loadInfo, submitRescue } from './service.js';

/** The customer side of roadside rescue (R00010068, the rescue note, is the orders area's). */
export function rescueOrderRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(rescueLoadInfo, ({ customer, locale }) => loadInfo(deps, customer.id, locale)),
    handle(rescueDestinations, async ({ body, locale }) => ({
      list: await destinations(deps.db, body, locale),
    })),
    handle(submitRescueOrder, ({ customer, body }) => submitRescue(deps, customer.id, body)),
    handle(followRescue, ({ customer, body }) => follow.followRescue(deps, customer.id, body)),
    handle(urgeRescue, ({ customer, body }) => follow.urgeRescue(deps, customer.id, body)),
    handle(rescueOrders, ({ customer, body, locale }) => listRescues(deps, customer.id, body, locale)),
    handle(rescueLive, async ({ session, customer, query, request, reply }) => {
      await streamRescue(deps, session.id, customer.id, query, request, reply);
      return null;
    }),
    handle(cancelRescue, ({ customer, body }) => actions.cancelRescue(deps, customer.id, body)),
    handle(changeRescueDestination, ({ customer, body }) =>
      actions.changeDestination(deps, customer.id, body),
    ),
    handle(shareRescue, ({ customer, body }) => actions.shareRescue(deps, customer.id, body)),
    handle(sharedRescue, ({ body }) => actions.sharedRescue(deps, body.code)),
    handle(orderSideSteps, ({ customer, query, locale }) =>
      follow.sideSteps(deps, customer.id, query, locale),
    ),
  ];
}
