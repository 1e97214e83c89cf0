import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { newChannelSecret } from '../http/handoff-token.js';
import { branchCompanies, channels, customerBranches, customers, idCardTypes } from '../db/schema/index.js';
import { demoBranches, demoChannels, demoIdCardTypes, personas } from './personas.js';
import { seedRights } from './rights.js';
import { seedTransfers } from './transfers.js';
import { seedGifts } from './gifts.js';
import { seedMine } from './mine.js';
import { seedCampaigns } from './campaigns.js';
import { seedNetwork } from './network.js';
import { seedOrders } from './orders.js';
import { seedPeople } from './people.js';
import { seedRescue } from './rescue.js';
import { seedServiceTypes } from './service-types.js';
import { seedOperators } from './operators.js';
import { seedOpsHistory } from './ops-history.js';

const dayMs = 86_400_000;

/** One area's demo data, run inside the seeding transaction after the personas exist. */
export type SeedStep = (tx: Tx, ctx: SeedContext) => Promise<void>;

export interface SeedContext {
  fieldCrypto: FieldCrypto;
  /** Customer id of each customer persona, by persona key. */
  customerIds: Map<string, string>;
  now: Date;
}

/**
 * Each area's seed step, in dependency order (catalogue before coupons before
 * orders...). Add an area with one line.
 */
const seedSteps: SeedStep[] = [
  seedRights,
  seedGifts,
  seedNetwork,
  seedOrders,
  seedPeople,
  seedRescue,
  seedServiceTypes,
  seedMine,
  seedCampaigns,
  seedTransfers,
  seedOperators,
  seedOpsHistory,
];

/** The demo channel secrets earlier versions shipped in their source: known to anyone. */
const publishedSecrets = new Set([
  'demo-secret-pa-app-9f2c1e7b5d',
  'demo-secret-wechat-3b8d6a0e4f',
  'demo-secret-rescue-7c4e2a9d1b',
]);

/** A database seeded by an earlier version gets a fresh secret for each channel still signing with a published one. */
async function replacePublishedSecrets(db: Db, fieldCrypto: FieldCrypto): Promise<void> {
  await renewChannelSecrets(db, fieldCrypto, (secret) => publishedSecrets.has(secret));
}

/**
 * Gives channels new secrets: those `which` picks, or all of them. A copy of a database (the
 * tests' template, testing/db-template.ts) must not share its signing keys with the original.
 */
export async function renewChannelSecrets(
  db: Db,
  fieldCrypto: FieldCrypto,
  which: (secret: string) => boolean = () => true,
): Promise<void> {
  for (const row of await db.select().from(channels)) {
    if (!which(fieldCrypto.open(row.secretSealed))) continue;
    await db
      .update(channels)
      .set({ secretSealed: fieldCrypto.seal(newChannelSecret()) })
      .where(eq(channels.id, row.id));
  }
}

/**
 * Seeds the demo data once, in one transaction, when the database has no
 * channels yet: channels, branches, personas, then each area's step.
 */
export async function seedIfEmpty(deps: { db: Db; fieldCrypto: FieldCrypto }): Promise<boolean> {
  const { db, fieldCrypto } = deps;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(channels);
  if (existing && existing.n > 0) {
    await replacePublishedSecrets(db, fieldCrypto);
    return false;
  }
  await db.transaction(async (tx) => {
    await tx.insert(channels).values(
      demoChannels.map((c) => ({
        id: c.id,
        name: c.name,
        loginChannel: c.loginChannel,
        secretSealed: fieldCrypto.seal(newChannelSecret()),
      })),
    );
    await tx.insert(branchCompanies).values(demoBranches);
    await tx.insert(idCardTypes).values(demoIdCardTypes);
    const now = Date.now();
    const customerIds = new Map<string, string>();
    for (const p of personas) {
      if (p.kind !== 'customer') continue;
      const c = p.customer;
      const [row] = await tx
        .insert(customers)
        .values({
          pid: c.pid,
          custName: c.custName,
          mobileSealed: fieldCrypto.seal(c.mobile),
          mobileIndex: fieldCrypto.blindIndex(c.mobile),
          idTypeCode: '1',
          idNumberSealed: c.idNumber ? fieldCrypto.seal(c.idNumber) : null,
          idNumberIndex: c.idNumber ? fieldCrypto.blindIndex(c.idNumber) : null,
          vinSealed: c.vin ? fieldCrypto.seal(c.vin) : null,
          plateNumbers: c.plates,
          currentPlate: c.plates[0] ?? '',
          isVip: c.isVip ?? false,
          degree: c.degree ?? '普通会员',
          degreeCode: c.degreeCode ?? 'N',
          remainPoint: c.remainPoint ?? 0,
          joinedAt: new Date(now - (c.joinedDaysAgo ?? 365) * dayMs),
          unionId: `oUn${c.pid}`,
          openeid: `oE${c.pid}`,
          pushId: `push-${c.pid}`,
          branchCompanyCode: c.branches.length === 1 ? (c.branches[0] ?? '') : '',
          isVerify: c.isVerify,
          role: c.role ?? 'customer',
          landing: c.landing,
        })
        .returning({ id: customers.id });
      if (!row) throw new Error(`seeding ${p.key} failed`);
      customerIds.set(p.key, row.id);
      if (c.branches.length > 0) {
        await tx
          .insert(customerBranches)
          .values(c.branches.map((b) => ({ customerId: row.id, branchCode: b })));
      }
    }
    for (const step of seedSteps) await step(tx, { fieldCrypto, customerIds, now: new Date(now) });
  });
  return true;
}
