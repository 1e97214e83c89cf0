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

export function donationRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(transferableCoupons, ({ body, session, locale }) =>
      donation.transferableCoupons(deps, donation.customerOf(session), body, locale),
    ),
    handle(createTransfer, ({ body, session, locale }) =>
      donation.createTransfer(deps, donation.customerOf(session), body, locale),
    ),
    handle(transferRecords, ({ query, session, locale }) =>
      donation.transferRecords(deps, donation.customerOf(session), query, locale),
    ),
    handle(transferDetail, ({ params, session, locale }) =>
      donation.transferDetail(deps, donation.customerOf(session), params.id, locale),
    ),
    handle(cancelTransfer, ({ body, session, locale }) =>
      donation.cancelTransfer(deps, donation.customerOf(session), body.transferId, locale),
    ),
    handle(transferPreview, ({ body, session, locale }) =>
      donation.transferPreview(deps, donation.customerOf(session), body.shareCode, locale),
    ),
    // Nobody is signed in: the preview as a stranger to the gift sees it (no couponId, no share link).
    handle(giftPreview, ({ body, locale }) => donation.transferPreview(deps, '', body.shareCode, locale)),
    handle(claimTransfer, ({ body, session, locale }) =>
      donation.claimTransfer(deps, donation.customerOf(session), body.shareCode, locale),
    ),
    handle(transferShareCard, ({ body, session, locale }) =>
      donation.transferShareCard(deps, donation.customerOf(session), body.transferId, locale),
    ),
    // The two WeChat signatures are auth endpoints; they live here beside the share card that uses them.
    handle(wechatJsSignature, ({ query }) => Promise.resolve(donation.jsSdkSignature(query.url))),
    handle(wechatCardSignature, ({ request }) => {
      const page = request.headers.referer ?? `${deps.config.publicUrl}/serviceTransfer/share`;
      return Promise.resolve(donation.jsSdkSignature(page));
    }),
  ];
}
