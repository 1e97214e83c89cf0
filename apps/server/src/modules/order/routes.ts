import {
  cancelOrder,
  cancelOrderReasons,
  captchaImage,
  checkOrderDetail,
  checkVerificationCode,
  endedOrders,
  initOrderDetail,
  localize,
  deleteOrderImage,
  ongoingOrders,
  orderCoupons,
  refreshOrderQrCode,
  resendTicket,
  sendVerificationCode,
  submitNewServiceOrder,
  submitOrderQuestion,
  submitServiceOrder,
  substituteDetail,
  uploadCameraImage,
  uploadOrderImage,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { sessionInvalid } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { outboxSmsSender, type SmsSender } from '../../db/sms.js';
import { cancelOwnOrder, cancelReasons, listOrders, orderDetailFor } from './service.js';
import { refreshQr } from './qr.js';
import {
  checkVerificationCode as checkCode,
  resendTicket as resendTicketSms,
  sendVerificationCode as sendCode,
} from './messaging.js';
import { newCaptcha } from './captcha.js';
import { askAboutOrder, couponsForOrder, substituteParticulars } from './forms.js';
import { submitServiceOrder as submitOrder } from './submit.js';
import { deleteOrderImage as deleteImage, uploadOrderImage as uploadImage } from './images.js';
import { passView } from '../../http/order-pass.js';

/** The signed-in session's id (captchas are bound to it). */
function sessionOf(session: SessionContext | null): string {
  if (!session) throw sessionInvalid();
  return session.id;
}

/** The customer the session acts for (a switched-to authorised user orders for themselves). */
export function customerOf(session: SessionContext | null): string {
  const id = session?.actingCustomerId ?? session?.customerId;
  if (!id) throw sessionInvalid();
  return id;
}

/** The `order` and `orderNew` groups: lists, detail, cancel, QR code, codes and the encrypted submits. */
export function orderRoutes(deps: AppDeps, opts: { sms?: SmsSender } = {}): BoundHandler[] {
  const sms = opts.sms ?? outboxSmsSender(deps.fieldCrypto);
  return [
    handle(ongoingOrders, async ({ session, query, locale }) => {
      const page = await listOrders(deps, customerOf(session), 'ongoing', query, locale);
      return { orderOnGoing: page.list, onPage: query.onPagenum, onTotal: page.total };
    }),
    handle(endedOrders, async ({ session, query, locale }) => {
      const page = await listOrders(deps, customerOf(session), 'ended', query, locale);
      return { orderEndingAndConceled: page.list, ecPage: query.onPagenum, ecTotal: page.total };
    }),
    handle(checkOrderDetail, async ({ session, params, locale }) =>
      passView(session, await orderDetailFor(deps, customerOf(session), params.id, undefined, locale)),
    ),
    handle(initOrderDetail, async ({ session, params, query, locale }) =>
      passView(
        session,
        await orderDetailFor(deps, customerOf(session), params.orderPrimaryId, query.primaryCheck, locale),
      ),
    ),
    handle(refreshOrderQrCode, ({ session, query }) => refreshQr(deps, customerOf(session), query)),
    handle(cancelOrderReasons, async ({ session, body, locale }) => {
      await orderDetailFor(deps, customerOf(session), body.orderPrimaryId, body.primaryCheck, locale);
      return {
        reasons: cancelReasons.map((r) => ({ code: r.code, name: localize(r.name, locale) })),
        cancellationCharge: 0,
        notice: localize(
          {
            'zh-CN': '服务开始前可免费取消，取消后所用权益券将退回您的账户。',
            'en-US':
              'You may cancel free of charge before the service starts; the coupon returns to your account.',
          },
          locale,
        ),
      };
    }),
    handle(cancelOrder, ({ session, body, locale }) =>
      cancelOwnOrder(deps, customerOf(session), body, locale),
    ),
    handle(captchaImage, ({ session }) => Promise.resolve(newCaptcha(deps, sessionOf(session)))),
    handle(sendVerificationCode, ({ session, body, locale }) =>
      sendCode(deps, sms, { id: sessionOf(session), customerId: customerOf(session) }, body, locale),
    ),
    handle(checkVerificationCode, ({ session, body, locale }) =>
      checkCode(deps, customerOf(session), body, locale),
    ),
    handle(resendTicket, ({ session, body, locale }) =>
      resendTicketSms(deps, sms, customerOf(session), body.ticketId, locale),
    ),
    handle(substituteDetail, ({ session, query }) => substituteParticulars(deps, customerOf(session), query)),
    handle(submitOrderQuestion, ({ session, body, locale }) =>
      askAboutOrder(deps, customerOf(session), body, locale),
    ),
    handle(uploadOrderImage, ({ session, body }) => uploadImage(deps, customerOf(session), body)),
    handle(deleteOrderImage, ({ session, body }) => deleteImage(deps, customerOf(session), body.imageId)),
    // A camera shot is an order photo with what it shows: same content check, EXIF strip and limits;
    // unattached it waits for the form's imageIds, with an order reference it joins that order.
    handle(uploadCameraImage, async ({ session, body }) => ({
      ...(await uploadImage(deps, customerOf(session), body)),
      shot: body.shot,
    })),
    handle(orderCoupons, ({ session, body, locale }) =>
      couponsForOrder(deps, customerOf(session), body, locale),
    ),
    handle(submitServiceOrder, ({ session, body, locale }) =>
      submitOrder(deps, sms, customerOf(session), body, locale),
    ),
    handle(submitNewServiceOrder, ({ session, body, locale }) =>
      submitOrder(deps, sms, customerOf(session), body, locale),
    ),
  ];
}
