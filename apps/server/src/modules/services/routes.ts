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
import { outboxSmsSender, type SmsSender } from '../../domain/sms.js';

function rescuerOf(session: SessionContext | null): string {
  if (!session?.rescuerId || session.kind !== 'rescuer') throw sessionInvalid();
  return session.rescuerId;
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
    handle(serviceFormInit, ({ customer, body, locale }) =>
      services.formInit(deps, customer, body.formCode, locale),
    ),
    handle(initDesignatedDriver, ({ customer, locale }) =>
      services.formInit(deps, customer, 'designatedDriver', locale),
    ),
    handle(initSafeParking, ({ customer, body, locale }) =>
      services.formInit(deps, customer, body.formCode, locale),
    ),
    handle(submitServiceForm, ({ customer, body, locale }) =>
      services.submitForm(deps, sms, customer, body, 'form', locale),
    ),
    handle(submitDesignatedDriverOrder, ({ customer, body, locale }) =>
      services.submitForm(deps, sms, customer, body, 'driver', locale),
    ),
    handle(sendForInspection, ({ customer, body, locale }) =>
      services.submitForm(deps, sms, customer, body, 'inspection', locale),
    ),
    handle(serviceFormOrder, ({ customer, params, locale }) =>
      services.formOrderView(deps, customer, params.id, locale),
    ),
    handle(designatedDriverProgress, ({ customer, body }) =>
      services.driverProgress(deps, customer.id, body),
    ),
    handle(personAppointments, ({ customer, body, locale }) =>
      services.appointments(deps, customer.id, body, locale),
    ),
    handle(powerServicePrices, ({ customer, body, locale }) => paintPrices(deps, customer.id, body, locale)),
    handle(reportDriverPosition, ({ session, body }) => recordDriverPosition(deps, rescuerOf(session), body)),
  ];
}
