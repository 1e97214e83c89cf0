import {
  aiAssessmentLink,
  aiAssessmentResult,
  branchAreaRights,
  carLifeRights,
  carStewardRights,
  claimRights,
  couponsOfType,
  featuredHomePage,
  fullHomePage,
  giftPackageRights,
  homePageJumpType,
  normalRights,
  originRights,
  ownServices,
  resolveJumpType,
  rightDetail,
  rightsCollection,
  rightsTips,
  switchBranchCompany,
  vipRights,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { viewerOf } from './home-catalogue.js';
import * as home from './home-service.js';
import { expiryTips } from './home-tips.js';
import { rightsScreenTips } from '../../domain/tips.js';
import { claimPackage, giftPackageOf } from './home-gift.js';
import * as extras from './home-extras.js';

/** The rights catalogue and the "my rights" home (issue 4, first half). */
export function rightsHomeRoutes(deps: AppDeps): BoundHandler[] {
  // deps.db is read per call, never kept: inside an idempotent call it is the call's transaction.
  const viewer = (session: Parameters<typeof viewerOf>[1], who: Parameters<typeof viewerOf>[2]) =>
    viewerOf(deps.db, session, who);
  return [
    handle(normalRights, async ({ session, customer, locale }) =>
      home.myRightsHomeReply(deps.db, await viewer(session, customer), locale),
    ),
    // Operators' tips (ops/tips) first, in their order, then the customer's own expiry reminders.
    handle(rightsTips, async ({ session, customer, body, locale }) => {
      const [editorial, expiring] = await Promise.all([
        rightsScreenTips(deps.db, body.serviceType, locale),
        expiryTips(deps.db, await viewer(session, customer), body.serviceType, locale),
      ]);
      return { tips: [...editorial, ...expiring.tips] };
    }),
    handle(ownServices, async ({ session, customer, locale }) =>
      home.ownServices(deps.db, await viewer(session, customer), locale),
    ),
    handle(rightsCollection, async ({ session, customer, locale }) =>
      home.rightsCollection(deps.db, await viewer(session, customer), locale),
    ),
    handle(carStewardRights, async ({ session, customer, body, locale }) =>
      home.moduleRights(deps.db, await viewer(session, customer), 'carSteward', locale, {
        plateNumber: body.plateNumber,
      }),
    ),
    handle(carLifeRights, async ({ session, customer, body, locale }) =>
      home.moduleRights(deps.db, await viewer(session, customer), 'carLife', locale, {
        plateNumber: body.plateNumber,
      }),
    ),
    handle(branchAreaRights, async ({ session, customer, body, locale }) =>
      home.branchRights(deps.db, await viewer(session, customer), body.branchCompanyCode, locale),
    ),
    handle(originRights, async ({ session, customer, body, locale }) =>
      home.moduleRights(deps.db, await viewer(session, customer), body.modelType, locale, {
        only: body.modelTypeSub,
      }),
    ),
    handle(rightDetail, async ({ session, customer, params, locale }) =>
      home.rightDetail(deps.db, await viewer(session, customer), params.type, locale),
    ),
    handle(couponsOfType, async ({ session, customer, params, query, locale }) =>
      home.couponsOfType(deps.db, await viewer(session, customer), params.type, query, locale),
    ),
    handle(giftPackageRights, async ({ session, customer, locale }) =>
      giftPackageOf(deps.db, await viewer(session, customer), locale),
    ),
    handle(claimRights, async ({ session, customer, body, locale }) =>
      claimPackage(deps.db, await viewer(session, customer), body.plateNumber, locale),
    ),
    handle(vipRights, async ({ session, customer, locale }) =>
      home.vipRights(deps.db, await viewer(session, customer), locale),
    ),
    handle(aiAssessmentLink, async ({ session, customer, query }) =>
      extras.aiAssessmentLink(deps.db, await viewer(session, customer), query.key, deps.config.aiAssessorUrl),
    ),
    handle(aiAssessmentResult, async ({ session, customer, query, locale }) =>
      extras.aiAssessmentResult(await viewer(session, customer), query.key, locale),
    ),
    handle(featuredHomePage, async ({ session, customer, locale }) =>
      home.personalHomePage(deps.db, await viewer(session, customer), locale, false),
    ),
    handle(fullHomePage, async ({ session, customer, locale }) =>
      home.personalHomePage(deps.db, await viewer(session, customer), locale, true),
    ),
    handle(homePageJumpType, async ({ session, customer, body }) =>
      home.jumpFlag(deps.db, await viewer(session, customer), body.serviceType),
    ),
    handle(resolveJumpType, async ({ session, customer, body }) =>
      home.jumpFlag(deps.db, await viewer(session, customer), body.serviceType),
    ),
    handle(switchBranchCompany, async ({ session, customer, params, locale }) => {
      return extras.switchBranch(
        deps.db,
        deps.fieldCrypto,
        session,
        await viewer(session, customer),
        params.id,
        locale,
      );
    }),
  ];
}
