import {
  cancelTransfer,
  claimTransfer,
  createTransfer,
  giftPreview,
  transferDetail,
  transferPreview,
  transferRecords,
  transferShareCard,
  transferableCoupons,
  wechatCardSignature,
  wechatJsSignature,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as donation from './service.js';
import { jsSdkSignature } from './wechat-signature.js';

export function couponTransferRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(transferableCoupons, ({ body, customer, locale }) =>
      donation.transferableCoupons(deps, customer.id, body, locale),
    ),
    handle(createTransfer, ({ body, customer, locale }) =>
      donation.createTransfer(deps, customer.id, body, locale),
    ),
    handle(transferRecords, ({ query, customer, locale }) =>
      donation.transferRecords(deps, customer.id, query, locale),
    ),
    handle(transferDetail, ({ params, customer, locale }) =>
      donation.transferDetail(deps, customer.id, params.id, locale),
    ),
    handle(cancelTransfer, ({ body, customer, locale }) =>
      donation.cancelTransfer(deps, customer.id, body.transferId, locale),
    ),
    handle(transferPreview, ({ body, customer, locale }) =>
      donation.transferPreview(deps, customer.id, body.shareCode, locale),
    ),
    // Nobody is signed in: the preview as a stranger to the gift sees it (no couponId, no share link).
    handle(giftPreview, ({ body, locale }) => donation.transferPreview(deps, '', body.shareCode, locale)),
    handle(claimTransfer, ({ body, customer, locale }) =>
      donation.claimTransfer(deps, customer.id, body.shareCode, locale),
    ),
    handle(transferShareCard, ({ body, customer, locale }) =>
      donation.transferShareCard(deps, customer.id, body.transferId, locale),
    ),
    // The two WeChat signatures are auth endpoints; they live here beside the share card that uses them.
    handle(wechatJsSignature, ({ query }) => Promise.resolve(jsSdkSignature(query.url))),
    handle(wechatCardSignature, ({ request }) => {
      const page = request.headers.referer ?? `${deps.config.publicUrl}/serviceTransfer/share`;
      return Promise.resolve(jsSdkSignature(page));
    }),
  ];
}
