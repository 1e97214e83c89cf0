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
import { sessionInvalid } from '../../http/errors.js';
import { viewerOf } from './home-catalogue.js';
import * as home from './home-service.js';
import { expiryTips } from './home-tips.js';
import { rightsScreenTips } from '../../db/tips.js';
import { claimPackage, giftPackageOf } from './home-gift.js';
import * as extras from './home-extras.js';

/** The rights catalogue and the "my rights" home (issue 4, first half). */
export function rightsHomeRoutes(deps: AppDeps): BoundHandler[] {
  const { db } = deps;
  const viewer = (session: Parameters<typeof viewerOf>[1]) => viewerOf(db, session);
  return [
    handle(normalRights, async ({ session, locale }) => home.myRightsHome(db, await viewer(session), locale)),
    // Operators' tips (ops/tips) first, in their order, then the customer's own expiry reminders.
    handle(rightsTips, async ({ session, body, locale }) => {
      const [editorial, expiring] = await Promise.all([
        rightsScreenTips(db, body.serviceType, locale),
        expiryTips(db, await viewer(session), body.serviceType, locale),
      ]);
      return { tips: [...editorial, ...expiring.tips] };
    }),
    handle(ownServices, async ({ session, locale }) => home.ownServices(db, await viewer(session), locale)),
    handle(rightsCollection, async ({ session, locale }) =>
      home.rightsCollection(db, await viewer(session), locale),
    ),
    handle(carStewardRights, async ({ session, body, locale }) =>
      home.moduleRights(db, await viewer(session), 'carSteward', locale, { plateNumber: body.plateNumber }),
    ),
    handle(carLifeRights, async ({ session, body, locale }) =>
      home.moduleRights(db, await viewer(session), 'carLife', locale, { plateNumber: body.plateNumber }),
    ),
    handle(branchAreaRights, async ({ session, body, locale }) =>
      home.branchRights(db, await viewer(session), body.branchCompanyCode, locale),
    ),
    handle(originRights, async ({ session, body, locale }) =>
      home.moduleRights(db, await viewer(session), body.modelType, locale, { only: body.modelTypeSub }),
    ),
    handle(rightDetail, async ({ session, params, locale }) =>
      home.rightDetail(db, await viewer(session), params.type, locale),
    ),
    handle(couponsOfType, async ({ session, params, query, locale }) =>
      home.couponsOfType(db, await viewer(session), params.type, query, locale),
    ),
    handle(giftPackageRights, async ({ session, locale }) =>
      giftPackageOf(db, await viewer(session), locale),
    ),
    // deps.db, not the captured handle: inside an idempotent call it is the call's transaction.
    handle(claimRights, async ({ session, body, locale }) =>
      claimPackage(deps.db, await viewerOf(deps.db, session), body.plateNumber, locale),
    ),
    handle(vipRights, async ({ session, locale }) => home.vipRights(db, await viewer(session), locale)),
    handle(aiAssessmentLink, async ({ session, query }) =>
      extras.aiAssessmentLink(db, await viewer(session), query.key, deps.config.aiAssessorUrl),
    ),
    handle(aiAssessmentResult, async ({ session, query, locale }) =>
      extras.aiAssessmentResult(await viewer(session), query.key, locale),
    ),
    handle(featuredHomePage, async ({ session, locale }) =>
      home.personalHomePage(db, await viewer(session), locale, false),
    ),
    handle(fullHomePage, async ({ session, locale }) =>
      home.personalHomePage(db, await viewer(session), locale, true),
    ),
    handle(homePageJumpType, async ({ session, body }) =>
      home.jumpFlag(db, await viewer(session), body.serviceType),
    ),
    handle(resolveJumpType, async ({ session, body }) =>
      home.jumpFlag(db, await viewer(session), body.serviceType),
    ),
    handle(switchBranchCompany, async ({ session, params, locale }) => {
      if (!session) throw sessionInvalid();
      return extras.switchBranch(db, deps.fieldCrypto, session, await viewer(session), params.id, locale);
    }),
  ];
}
