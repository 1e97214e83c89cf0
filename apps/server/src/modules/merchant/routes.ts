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
import * as home from './home.js';
import * as identity from './identity.js';
import * as ordersView from './orders-view.js';
import * as photos from './photos.js';
import * as redemption from './redemption.js';
import { acceptBooking, listBookings } from './bookings.js';

export function merchantRoutes(deps: AppDeps, opts: { sms?: SmsSender } = {}): BoundHandler[] {
  const sms = opts.sms ?? outboxSmsSender(deps.fieldCrypto);
  return [
    handle(merchantHome, ({ session, locale }) => home.merchantHome(deps, session, locale)),
    handle(lookUpTicket, ({ query, session, locale }) =>
      redemption.lookUpTicket(deps, session, query, locale),
    ),
    handle(ticketVerificationDetail, ({ query, session, locale }) =>
      ordersView.ticketVerificationDetail(deps, session, query.ticketid, locale),
    ),
    handle(merchantOrderDetail, ({ params, session, locale }) =>
      ordersView.merchantOrderDetail(deps, session, params.id, locale),
    ),
    handle(completeMerchantOrder, ({ body, session, locale }) =>
      redemption.verify(deps, sms, session, body, locale),
    ),
    handle(merchantOpenOrders, ({ query, session, locale }) =>
      ordersView.orderList(deps, session, 'redeemed', query, locale),
    ),
    handle(merchantCompletedOrders, ({ query, session, locale }) =>
      ordersView.orderList(deps, session, 'completed', query, locale),
    ),
    handle(merchantCancelledOrders, ({ query, session, locale }) =>
      ordersView.orderList(deps, session, 'undone', query, locale),
    ),
    handle(merchantBookings, async ({ query, session, locale }) => {
      const me = await identity.merchantOf(deps, session);
      return listBookings(deps, me.stores, query, locale);
    }),
    handle(acceptMerchantBooking, async ({ body, session, locale }) => {
      const me = await identity.merchantOf(deps, session);
      return acceptBooking(
        deps,
        sms,
        { merchantId: me.merchant.id, stores: me.stores },
        body.orderId,
        locale,
      );
    }),
    handle(uploadMerchantImage, ({ body, session }) => photos.uploadImage(deps, session, body)),
    handle(deleteMerchantImage, ({ body, session }) => photos.deleteImage(deps, session, body.imageId)),
  ];
}
