import { asc, eq } from 'drizzle-orm';
import type { OpsChannel } from '@rc/contract';
import { writeAudit } from '../../domain/audit.js';
import { channels } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { newChannelSecret } from '../../http/handoff-token.js';
import type { OperatorContext } from '../../http/operator-session.js';

type Row = typeof channels.$inferSelect;

const words = {
  exists: { 'zh-CN': '该渠道编号已存在', 'en-US': 'This channel code exists already' },
  unchanged: { 'zh-CN': '渠道状态未变化', 'en-US': 'The channel is in that state already' },
};

function channelOf(r: Row): OpsChannel {
  return {
    id: r.id,
    name: r.name,
    loginChannel: r.loginChannel === '1' ? '1' : '0',
    enabled: r.enabled,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function list(deps: AppDeps) {
  const rows = await deps.db.select().from(channels).orderBy(asc(channels.createdAt), asc(channels.id));
  return { list: rows.map(channelOf) };
}

export async function create(
  deps: AppDeps,
  operator: OperatorContext,
  input: { id: string; name: string; loginChannel: '0' | '1' },
) {
  const secret = newChannelSecret();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(channels)
      .values({ ...input, secretSealed: deps.fieldCrypto.seal(secret) })
      .onConflictDoNothing()
      .returning();
    if (!row) throw toast(words.exists);
    await writeAudit(tx, operator, {
      action: 'channel.create',
      objectType: 'channel',
      objectId: row.id,
      after: { name: row.name, loginChannel: row.loginChannel, enabled: row.enabled },
    });
    return { channel: channelOf(row), secret };
  });
}

/** A new secret at once: tokens signed with the old one stop verifying (the audit line never holds either). */
export async function rotate(deps: AppDeps, operator: OperatorContext, id: string) {
  const secret = newChannelSecret();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(channels)
      .set({ secretSealed: deps.fieldCrypto.seal(secret) })
      .where(eq(channels.id, id))
      .returning();
    if (!row) throw notFound();
    await writeAudit(tx, operator, {
      action: 'channel.rotateSecret',
      objectType: 'channel',
      objectId: row.id,
      after: { secretRotated: true },
    });
    return { channel: channelOf(row), secret };
  });
}

export async function setEnabled(
  deps: AppDeps,
  operator: OperatorContext,
  input: { id: string; enabled: boolean },
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(channels)
      .set({ enabled: input.enabled })
      .where(eq(channels.id, input.id))
      .returning();
    if (!row) throw notFound();
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
