import { createHash } from 'node:crypto';
import type { AiAssessment, Locale, UserVo } from '@rc/contract';
import type { Db } from '../../db/client.js';
import type { FieldCrypto } from '../../db/field-crypto.js';
import { keepOnScreen, notFound } from '../../http/errors.js';
import { partnerUrlWith } from '../../http/partner-url.js';
import type { SessionContext } from '../../http/session-store.js';
import type { Viewer } from './home-catalogue.js';
import { holdingsOf } from '../../domain/rights-holdings.js';
import { switchSessionBranch } from '../../domain/rights-branch-switch.js';

const aiServiceType = '51';

const words = {
  noAiRight: {
    'zh-CN': '您暂未开通 AI 智能定损权益',
    'en-US': 'You do not hold the AI damage assessment right yet',
  },
  noAssessor: {
    'zh-CN': 'AI 智能定损暂未开通，请稍后再试',
    'en-US': 'AI damage assessment is not available yet; please try again later',
  },
} as const;

/**
 * An assessment key is the customer's pid, a colon and a nonce the browser
 * picks; the pid part ties the assessment to its customer, so nobody reads
 * another's result.
 */
function checkKey(viewer: Viewer, key: string): void {
  if (!key.startsWith(`${viewer.customer.pid}:`) || key.length < viewer.customer.pid.length + 6)
    throw notFound();
}

export async function aiAssessmentLink(
  db: Db,
  viewer: Viewer,
  key: string,
  baseUrl: string,
  now = new Date(),
): Promise<{ url: string; expiresAt: string }> {
  checkKey(viewer, key);
  const held = (await holdingsOf(db, viewer, now)).get(aiServiceType);
  if (!held && !viewer.isVip) throw keepOnScreen(words.noAiRight);
  // Where the assessment's photos are taken: the assessor's page, configured per deployment.
  if (!baseUrl) throw keepOnScreen(words.noAssessor);
  const url = partnerUrlWith(baseUrl, { key, plate: viewer.customer.currentPlate ?? undefined });
  return { url, expiresAt: new Date(now.getTime() + 30 * 60_000).toISOString() };
}

const parts = {
  'zh-CN': ['前保险杠', '左前翼子板', '左前大灯', '发动机盖', '右后视镜', '左前车门'],
  'en-US': ['Front bumper', 'Left front wing', 'Left headlamp', 'Bonnet', 'Right mirror', 'Left front door'],
};
const damages = {
  'zh-CN': ['刮擦', '凹陷', '破裂'],
  'en-US': ['Scratch', 'Dent', 'Crack'],
};
const methods = {
  'zh-CN': ['钣金喷漆', '喷漆', '更换'],
  'en-US': ['Panel beat and paint', 'Paint', 'Replace'],
};
const levels = ['light', 'medium', 'severe'] as const;

/**
 * The assessor's result for a key. The demo assessor answers from the key
 * itself (the same key always gives the same damage), so the screen shows a
 * real, stable estimate without a vendor account.
 */
export function aiAssessmentResult(
  viewer: Viewer,
  key: string,
  locale: Locale,
  now = new Date(),
): AiAssessment {
  checkKey(viewer, key);
  const digest = createHash('sha256').update(key).digest();
  const count = 1 + ((digest[0] ?? 0) % 3);
  const items = Array.from({ length: count }, (_, i) => {
    const b = digest[i + 1] ?? 0;
    const level = levels[b % 3] ?? 'light';
    return {
      part: parts[locale][(b + i) % parts[locale].length] ?? '',
      damage: damages[locale][b % 3] ?? '',
      level,
      repairMethod: methods[locale][b % 3] ?? '',
      estimate: (30_000 + ((digest[i + 8] ?? 0) % 20) * 5_000) * (1 + (b % 3)),
    };
  });
  return {
    key,
    state: 'done',
    plateNumber: viewer.customer.currentPlate || null,
    items,
    totalEstimate: items.reduce((s, i) => s + i.estimate, 0),
    assessedAt: now.toISOString(),
  };
}

/** authority/R00010093: the session acts under another of the customer's branch companies. */
export async function switchBranch(
  db: Db,
  crypto: FieldCrypto,
  session: SessionContext,
  viewer: Viewer,
  code: string,
  locale: Locale,
  now = new Date(),
): Promise<{ branchCompanyCode: string; branchCompanyName: string; userVo: UserVo }> {
  const ownerId = session.customerId ?? viewer.customerId;
  const switched = await switchSessionBranch(
    db,
    crypto,
    { id: session.id, ownerId, actingCustomerId: session.actingCustomerId },
    viewer.customer,
    code,
    now,
  );
  if (!switched) throw notFound();
  return {
    branchCompanyCode: switched.branch.code,
    branchCompanyName: locale === 'en-US' ? switched.branch.nameEn : switched.branch.name,
    userVo: switched.userVo,
  };
}
