import { cancelInquiry, makeInquiry, voluntaryInquiries } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import * as inquiry from './service.js';

function actingCustomer(session: SessionContext | null): string {
  const id = session?.actingCustomerId ?? session?.customerId;
  if (!id) throw sessionInvalid();
  return id;
}

/** Voluntary inquiries (order/R00010301, R00010302 and order/inquiry), shown on /mine/MyInquire. */
export function inquiryRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(voluntaryInquiries, ({ session, query, locale }) =>
      inquiry.listInquiries(deps, actingCustomer(session), query, locale),
    ),
    handle(makeInquiry, ({ session, body, locale }) =>
      inquiry.makeInquiry(deps, actingCustomer(session), body, locale),
    ),
    handle(cancelInquiry, ({ session, params, query, locale }) =>
      inquiry.cancelInquiry(deps, actingCustomer(session), params.id, query.carNumber, locale),
    ),
  ];
}
