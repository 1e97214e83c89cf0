import {
  applyLinkPosition,
  bindTowVehicle,
  createLocationLink,
  locationLinkPosition,
  reassignWorkOrder,
  rescueAddress,
  rescuerHome,
  rescuerLogin,
  rescuerWorkOrderDetail,
  rescuerWorkOrders,
  towVehicleStatus,
  towVehicles,
  unbindTowVehicle,
  updateWorkOrderProgress,
  uploadRescuePhoto,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import * as rescuer from './service.js';
import * as work from './work-orders.js';
import * as links from './links.js';
import { uploadPhoto } from './photos.js';

function rescuerOf(session: SessionContext | null): string {
  if (!session?.rescuerId || session.kind !== 'rescuer') throw sessionInvalid();
  return session.rescuerId;
}

/** The rescuer side of roadside rescue (/accident, /geturl): its own login, vehicles and work orders. */
export function rescuerWorkRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(rescuerLogin, ({ body, locale, request }) => rescuer.login(deps, body, request.ip, locale)),
    handle(rescuerHome, ({ session, locale }) => rescuer.home(deps, rescuerOf(session), locale)),
    handle(towVehicles, async ({ session }) => ({
      wsWorkSheetVo: await rescuer.myVehicles(deps, rescuerOf(session)),
    })),
    handle(bindTowVehicle, ({ session, body }) =>
      rescuer.bindVehicle(deps, rescuerOf(session), body.vehicleNo),
    ),
    handle(unbindTowVehicle, ({ session, body }) =>
      rescuer.unbindVehicle(deps, rescuerOf(session), body.vehicleNo),
    ),
    handle(towVehicleStatus, ({ session, query, locale }) =>
      work.vehicleStatus(deps, rescuerOf(session), query.vehicleNo, locale),
    ),
    handle(rescuerWorkOrders, ({ session, query, locale }) =>
      work.listWorkOrders(deps, rescuerOf(session), query, locale),
    ),
    handle(rescuerWorkOrderDetail, ({ session, query, locale }) =>
      work.workOrderDetail(deps, rescuerOf(session), query, locale),
    ),
    handle(updateWorkOrderProgress, ({ session, body, locale }) =>
      work.progress(deps, rescuerOf(session), body, locale),
    ),
    handle(reassignWorkOrder, ({ session, body, locale }) =>
      work.reassign(deps, rescuerOf(session), body, locale),
    ),
    handle(rescueAddress, ({ session, query }) =>
      work.rescueAddress(deps, rescuerOf(session), query.ticketId),
    ),
    handle(createLocationLink, ({ session, body }) =>
      links.createLink(deps, rescuerOf(session), body.mobile),
    ),
    handle(locationLinkPosition, ({ session, body }) =>
      links.linkPosition(deps, rescuerOf(session), body.trackCode),
    ),
    handle(applyLinkPosition, ({ session, body }) => links.applyLinkPosition(deps, rescuerOf(session), body)),
    handle(uploadRescuePhoto, ({ session, body }) => uploadPhoto(deps, rescuerOf(session), body)),
  ];
}
