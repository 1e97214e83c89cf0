import { desc, eq, sql } from 'drizzle-orm';
import type { Suggestion } from '@rc/contract';
import { suggestions } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import type { SessionContext } from '../../http/session-store.js';

type SuggestionRow = typeof suggestions.$inferSelect;

/** Suggestions are the signed-in person's own, also while switched to an authorised user. */
function me(session: SessionContext): string {
  if (!session.customerId) throw new Error('suggestions are for customer sessions');
  return session.customerId;
}

function viewOf(row: SuggestionRow): Suggestion {
  return {
    id: row.id,
    category: row.category,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

export async function mySuggestions(
  deps: AppDeps,
  session: SessionContext,
  page: { onPagenum: number; onPagesize: number },
) {
  const customerId = me(session);
  const rows = await deps.db
    .select()
    .from(suggestions)
    .where(eq(suggestions.customerId, customerId))
    .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
    .limit(page.onPagesize)
    .offset((page.onPagenum - 1) * page.onPagesize);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(suggestions)
    .where(eq(suggestions.customerId, customerId));
  return { list: rows.map(viewOf), total: count?.n ?? 0 };
}

export async function submitSuggestion(
  deps: AppDeps,
  session: SessionContext,
  input: {
    category: Suggestion['category'];
    content: string;
    contactMobile?: string | undefined;
    imageIds?: string[] | undefined;
  },
): Promise<Suggestion> {
  const [row] = await deps.db
    .insert(suggestions)
    .values({
      customerId: me(session),
      category: input.category,
      content: input.content,
      contactMobileSealed: input.contactMobile ? deps.fieldCrypto.seal(input.contactMobile) : null,
      imageIds: input.imageIds ?? [],
    })
    .returning();
  if (!row) throw new Error('suggestion insert returned nothing');
  return viewOf(row);
}
