import { asc, eq } from 'drizzle-orm';
import type { OpsChannel } from '@rc/contract';
import type { Db } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { channels } from '../db/schema/index.js';
import { writeAudit, type AuditActor } from './audit.js';

/** Partner channels as the console manages them: each change one transaction with its audit line. */

type Row = typeof channels.$inferSelect;

function channelOf(r: Row): OpsChannel {
  return {
    id: r.id,
    name: r.name,
    loginChannel: r.loginChannel === '1' ? '1' : '0',
    enabled: r.enabled,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function channelList(db: Db) {
  const rows = await db.select().from(channels).orderBy(asc(channels.createdAt), asc(channels.id));
  return { list: rows.map(channelOf) };
}

/** A new channel with its (sealed) secret; null when the code exists already. */
export async function createChannel(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  input: { id: string; name: string; loginChannel: '0' | '1' },
  secret: string,
): Promise<OpsChannel | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(channels)
      .values({ ...input, secretSealed: fieldCrypto.seal(secret) })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await writeAudit(tx, operator, {
      action: 'channel.create',
      objectType: 'channel',
      objectId: row.id,
      after: { name: row.name, loginChannel: row.loginChannel, enabled: row.enabled },
    });
    return channelOf(row);
  });
}

/** A new secret at once: tokens signed with the old one stop verifying (the audit line never holds either). Null for an unknown channel. */
export async function rotateChannelSecret(
  db: Db,
  fieldCrypto: FieldCrypto,
  operator: AuditActor,
  id: string,
  secret: string,
): Promise<OpsChannel | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(channels)
      .set({ secretSealed: fieldCrypto.seal(secret) })
      .where(eq(channels.id, id))
      .returning();
    if (!row) return null;
    await writeAudit(tx, operator, {
      action: 'channel.rotateSecret',
      objectType: 'channel',
      objectId: row.id,
      after: { secretRotated: true },
    });
    return channelOf(row);
  });
}

/** Enables or disables a channel; null for an unknown channel. */
export async function setChannelEnabled(
  db: Db,
  operator: AuditActor,
  input: { id: string; enabled: boolean },
): Promise<OpsChannel | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(channels)
      .set({ enabled: input.enabled })
      .where(eq(channels.id, input.id))
      .returning();
    if (!row) return null;
    await writeAudit(tx, operator, {
      action: input.enabled ? 'channel.enable' : 'channel.disable',
      objectType: 'channel',
      objectId: row.id,
      before: { enabled: !input.enabled },
      after: { enabled: input.enabled },
    });
    return channelOf(row);
  });
}
