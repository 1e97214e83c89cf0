import {
  designatedDriverNote,
  designatedDriverProgress,
  initDesignatedDriver,
  initSafeParking,
  personAppointments,
  powerServicePrices,
  reportDriverPosition,
  sendForInspection,
  serviceFormInit,
  serviceFormOrder,
  submitDesignatedDriverOrder,
  submitServiceForm,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import * as services from './service.js';
import { paintPrices } from './paint-prices.js';
import { driverNote } from './driver-note.js';
import { reportDriverPosition as recordDriverPosition } from './driver-trail.js';
import { outboxSmsSender, type SmsSender } from '../../db/sms.js';

function rescuerOf(session: SessionContext | null): string {
  if (!session?.rescuerId || session.kind !== 'rescuer') throw sessionInvalid();
  return session.rescuerId;
}

function customerOf(session: SessionContext | null): string {
  const id = session?.actingCustomerId ?? session?.customerId;
  if (!id) throw sessionInvalid();
  return id;
}

/**
 * The form-based bookings (docs/decisions/015): every declarative form's init,
 * submits (orderNew/formSubmit and the spec's own doors for the designated
 * driver and the inspection run), the order view, progress and appointments.
 */
export function servicesRoutes(deps: AppDeps, opts: { sms?: SmsSender } = {}): BoundHandler[] {
  const sms = opts.sms ?? outboxSmsSender(deps.fieldCrypto);
  return [
    handle(designatedDriverNote, ({ body }) => driverNote(deps, body.sid)),
    handle(serviceFormInit, ({ session, body, locale }) =>
      services.formInit(deps, customerOf(session), body.formCode, locale),
    ),
    handle(initDesignatedDriver, ({ session, locale }) =>
      services.formInit(deps, customerOf(session), 'designatedDriver', locale),
    ),
    handle(initSafeParking, ({ session, body, locale }) =>
      services.formInit(deps, customerOf(session), body.formCode, locale),
    ),
    handle(submitServiceForm, ({ session, body, locale }) =>
      services.submitForm(deps, sms, customerOf(session), body, 'form', locale),
    ),
    handle(submitDesignatedDriverOrder, ({ session, body, locale }) =>
      services.submitForm(deps, sms, customerOf(session), body, 'driver', locale),
    ),
    handle(sendForInspection, ({ session, body, locale }) =>
      services.submitForm(deps, sms, customerOf(session), body, 'inspection', locale),
    ),
    handle(serviceFormOrder, ({ session, params, locale }) =>
      services.formOrderView(deps, customerOf(session), params.id, locale),
    ),
    handle(designatedDriverProgress, ({ session, body }) =>
      services.driverProgress(deps, customerOf(session), body),
    ),
    handle(personAppointments, ({ session, body, locale }) =>
      services.appointments(deps, customerOf(session), body, locale),
    ),
    handle(powerServicePrices, ({ session, body, locale }) =>
      paintPrices(deps, customerOf(session), body, locale),
    ),
    handle(reportDriverPosition, ({ session, body }) => recordDriverPosition(deps, rescuerOf(session), body)),
  ];
}
