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
import { accountOf } from '../../http/acting-for.js';
import type { AppDeps } from '../../http/deps.js';
import * as donation from './service.js';

export function donationRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(transferableCoupons, ({ body, customer, locale }) =>
      donation.transferableCoupons(deps, accountOf(customer), body, locale),
    ),
    handle(createTransfer, ({ body, customer, locale }) =>
      donation.createTransfer(deps, accountOf(customer), body, locale),
    ),
    handle(transferRecords, ({ query, customer, locale }) =>
      donation.transferRecords(deps, accountOf(customer), query, locale),
    ),
    handle(transferDetail, ({ params, customer, locale }) =>
      donation.transferDetail(deps, accountOf(customer), params.id, locale),
    ),
    handle(cancelTransfer, ({ body, customer, locale }) =>
      donation.cancelTransfer(deps, accountOf(customer), body.transferId, locale),
    ),
    handle(transferPreview, ({ body, customer, locale }) =>
      donation.transferPreview(deps, accountOf(customer), body.shareCode, locale),
    ),
    // Nobody is signed in: the preview as a stranger to the gift sees it (no couponId, no share link).
    handle(giftPreview, ({ body, locale }) => donation.transferPreview(deps, '', body.shareCode, locale)),
    handle(claimTransfer, ({ body, customer, locale }) =>
      donation.claimTransfer(deps, accountOf(customer), body.shareCode, locale),
    ),
    handle(transferShareCard, ({ body, customer, locale }) =>
      donation.transferShareCard(deps, accountOf(customer), body.transferId, locale),
    ),
    // The two WeChat signatures are auth endpoints; they live here beside the share card that uses them.
    handle(wechatJsSignature, ({ query }) => Promise.resolve(donation.jsSdkSignature(query.url))),
    handle(wechatCardSignature, ({ request }) => {
      const page = request.headers.referer ?? `${deps.config.publicUrl}/serviceTransfer/share`;
      return Promise.resolve(donation.jsSdkSignature(page));
    }),
  ];
}
