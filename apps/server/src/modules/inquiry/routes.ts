import { cancelInquiry, makeInquiry, voluntaryInquiries } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as inquiry from './service.js';

/** Voluntary inquiries (order/R00010301, R00010302 and order/inquiry), shown on /mine/MyInquire. */
export function inquiryRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(voluntaryInquiries, ({ customer, query, locale }) =>
      inquiry.listInquiries(deps, customer.id, query, locale),
    ),
    handle(makeInquiry, ({ customer, body, locale }) => inquiry.makeInquiry(deps, customer.id, body, locale)),
    handle(cancelInquiry, ({ customer, params, query, locale }) =>
      inquiry.cancelInquiry(deps, customer.id, params.id, query.carNumber, locale),
    ),
  ];
}
