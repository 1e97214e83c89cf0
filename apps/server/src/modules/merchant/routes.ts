import {
  acceptMerchantBooking,
  completeMerchantOrder,
  merchantBookings,
  deleteMerchantImage,
  lookUpTicket,
  merchantCancelledOrders,
  merchantCompletedOrders,
  merchantHome,
  merchantOpenOrders,
  merchantOrderDetail,
  ticketVerificationDetail,
  uploadMerchantImage,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { outboxSmsSender, type SmsSender } from '../../domain/sms.js';
import * as merchant from './service.js';
import { acceptBooking, listBookings } from './bookings.js';

export function merchantRoutes(deps: AppDeps, opts: { sms?: SmsSender } = {}): BoundHandler[] {
  const sms = opts.sms ?? outboxSmsSender(deps.fieldCrypto);
  return [
    handle(merchantHome, ({ session, locale }) => merchant.merchantHome(deps, session, locale)),
    handle(lookUpTicket, ({ query, session, locale }) => merchant.lookUpTicket(deps, session, query, locale)),
    handle(ticketVerificationDetail, ({ query, session, locale }) =>
      merchant.ticketVerificationDetail(deps, session, query.ticketid, locale),
    ),
    handle(merchantOrderDetail, ({ params, session, locale }) =>
      merchant.merchantOrderDetail(deps, session, params.id, locale),
    ),
    handle(completeMerchantOrder, ({ body, session, locale }) =>
      merchant.verify(deps, sms, session, body, locale),
    ),
    handle(merchantOpenOrders, ({ query, session, locale }) =>
      merchant.orderList(deps, session, 'redeemed', query, locale),
    ),
    handle(merchantCompletedOrders, ({ query, session, locale }) =>
      merchant.orderList(deps, session, 'completed', query, locale),
    ),
    handle(merchantCancelledOrders, ({ query, session, locale }) =>
      merchant.orderList(deps, session, 'undone', query, locale),
    ),
    handle(merchantBookings, async ({ query, session, locale }) => {
      const me = await merchant.merchantOf(deps, session);
      return listBookings(deps, me.stores, query, locale);
    }),
    handle(acceptMerchantBooking, async ({ body, session, locale }) => {
      const me = await merchant.merchantOf(deps, session);
      return acceptBooking(
        deps,
        sms,
        { merchantId: me.merchant.id, stores: me.stores },
        body.orderId,
        locale,
      );
    }),
    handle(uploadMerchantImage, ({ body, session }) => merchant.uploadImage(deps, session, body)),
    handle(deleteMerchantImage, ({ body, session }) => merchant.deleteImage(deps, session, body.imageId)),
  ];
}
