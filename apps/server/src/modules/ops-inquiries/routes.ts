import { opsInquiryAnswer, opsInquiryList } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { requireOperator } from '../../http/operator-session.js';
import * as inquiries from './service.js';

/** Console: customers' voluntary inquiries, read and answered (docs/console.md). */
export function opsInquiryRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(opsInquiryList, ({ query, locale }) => inquiries.list(deps, query, locale)),
    handle(opsInquiryAnswer, ({ body, operator, locale }) =>
      inquiries.answer(deps, requireOperator(operator), body, locale),
    ),
  ];
}
