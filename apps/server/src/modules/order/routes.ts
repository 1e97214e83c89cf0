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
import { outboxSmsSender, type SmsSender } from '../../domain/sms.js';
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

/** The `order` and `orderNew` groups: lists, detail, cancel, QR code, codes and the encrypted submits. */
export function orderRoutes(deps: AppDeps, opts: { sms?: SmsSender } = {}): BoundHandler[] {
  const sms = opts.sms ?? outboxSmsSender(deps.fieldCrypto);
  return [
    handle(ongoingOrders, async ({ customer, query, locale }) => {
      const page = await listOrders(deps, customer, 'ongoing', query, locale);
      return { orderOnGoing: page.list, onPage: query.onPagenum, onTotal: page.total };
    }),
    handle(endedOrders, async ({ customer, query, locale }) => {
      const page = await listOrders(deps, customer, 'ended', query, locale);
      return { orderEndingAndConceled: page.list, ecPage: query.onPagenum, ecTotal: page.total };
    }),
    handle(checkOrderDetail, async ({ session, customer, params, locale }) =>
      passView(session, await orderDetailFor(deps, customer, params.id, undefined, locale)),
    ),
    handle(initOrderDetail, async ({ session, customer, params, query, locale }) =>
      passView(
        session,
        await orderDetailFor(deps, customer, params.orderPrimaryId, query.primaryCheck, locale),
      ),
    ),
    handle(refreshOrderQrCode, ({ customer, query }) => refreshQr(deps, customer, query)),
    handle(cancelOrderReasons, async ({ customer, body, locale }) => {
      await orderDetailFor(deps, customer, body.orderPrimaryId, body.primaryCheck, locale);
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
    handle(cancelOrder, ({ customer, body, locale }) => cancelOwnOrder(deps, customer, body, locale)),
    handle(captchaImage, ({ session }) => Promise.resolve(newCaptcha(deps, session.id))),
    handle(sendVerificationCode, ({ session, customer, body, locale }) =>
      sendCode(deps, sms, { id: session.id, customerId: customer.id }, body, locale),
    ),
    handle(checkVerificationCode, ({ customer, body, locale }) => checkCode(deps, customer.id, body, locale)),
    handle(resendTicket, ({ customer, body, locale }) =>
      resendTicketSms(deps, sms, customer.id, body.ticketId, locale),
    ),
    handle(substituteDetail, ({ customer, query }) => substituteParticulars(deps, customer.id, query)),
    handle(submitOrderQuestion, ({ customer, body, locale }) =>
      askAboutOrder(deps, customer.id, body, locale),
    ),
    handle(uploadOrderImage, ({ customer, body }) => uploadImage(deps, customer.id, body)),
    handle(deleteOrderImage, ({ customer, body }) => deleteImage(deps, customer.id, body.imageId)),
    // A camera shot is an order photo with what it shows: same content check, EXIF strip and limits;
    // unattached it waits for the form's imageIds, with an order reference it joins that order.
    handle(uploadCameraImage, async ({ customer, body }) => ({
      ...(await uploadImage(deps, customer.id, body)),
      shot: body.shot,
    })),
    handle(orderCoupons, ({ customer, body, locale }) => couponsForOrder(deps, customer, body, locale)),
    handle(submitServiceOrder, ({ customer, body, locale }) =>
      submitOrder(deps, sms, customer, body, locale),
    ),
    handle(submitNewServiceOrder, ({ customer, body, locale }) =>
      submitOrder(deps, sms, customer, body, locale),
    ),
  ];
}
