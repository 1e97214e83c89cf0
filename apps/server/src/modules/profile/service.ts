import type { Locale, SignedInPerson } from '@rc/contract';
import { personalDetails } from '../../domain/personal-details.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';

/** The signed-in person's own details for /mine/info, masked (domain/personal-details.ts). */
export async function myInfo(
  deps: AppDeps,
  session: SessionContext,
  locale: Locale,
  now = new Date(),
): Promise<SignedInPerson> {
  if (!session.customerId) throw new Error('myInfo is for customer sessions');
  const person = await personalDetails(
    deps.db,
    deps.fieldCrypto,
    session.customerId,
    session.branchCode,
    locale,
    now,
  );
  if (!person) throw notFound();
  return person;
}
