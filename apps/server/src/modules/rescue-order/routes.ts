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
import { rescueDestinations as destinations } from './destinations.js';
import { customerOf, listRescues, loadInfo, submitRescue } from './service.js';

/** The customer side of roadside rescue (R00010068, the rescue note, is the orders area's). */
export function rescueOrderRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(rescueLoadInfo, ({ session, locale }) => loadInfo(deps, customerOf(session), locale)),
    handle(rescueDestinations, async ({ body, locale }) => ({
      list: await destinations(deps, body, locale),
    })),
    handle(submitRescueOrder, ({ session, body }) => submitRescue(deps, customerOf(session), body)),
    handle(followRescue, ({ session, body }) => follow.followRescue(deps, customerOf(session), body)),
    handle(urgeRescue, ({ session, body }) => follow.urgeRescue(deps, customerOf(session), body)),
    handle(rescueOrders, ({ session, body, locale }) => listRescues(deps, customerOf(session), body, locale)),
    handle(rescueLive, async ({ session, query, request, reply }) => {
      await streamRescue(deps, customerOf(session), query, request, reply);
      return null;
    }),
    handle(cancelRescue, ({ session, body }) => actions.cancelRescue(deps, customerOf(session), body)),
    handle(changeRescueDestination, ({ session, body }) =>
      actions.changeDestination(deps, customerOf(session), body),
    ),
    handle(shareRescue, ({ session, body }) => actions.shareRescue(deps, customerOf(session), body)),
    handle(sharedRescue, ({ body }) => actions.sharedRescue(deps, body.code)),
    handle(orderSideSteps, ({ session, query, locale }) =>
      follow.sideSteps(deps, customerOf(session), query, locale),
    ),
  ];
}
