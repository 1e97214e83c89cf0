import { desc, eq, sql } from 'drizzle-orm';
import type { Suggestion } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { suggestions } from '../db/schema/index.js';

type SuggestionRow = typeof suggestions.$inferSelect;

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

/** A customer's suggestions, newest first, one page of them and how many there are. */
export async function suggestionsOf(
  db: DbOrTx,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
) {
  const rows = await db
    .select()
    .from(suggestions)
    .where(eq(suggestions.customerId, customerId))
    .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
    .limit(page.onPagesize)
    .offset((page.onPagenum - 1) * page.onPagesize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suggestions)
    .where(eq(suggestions.customerId, customerId));
  return { list: rows.map(viewOf), total: count?.n ?? 0 };
}

/** Files a customer's suggestion; the contact mobile is stored sealed. */
export async function fileSuggestion(
  db: DbOrTx,
  fieldCrypto: FieldCrypto,
  customerId: string,
  input: {
    category: Suggestion['category'];
    content: string;
    contactMobile?: string | undefined;
    imageIds?: string[] | undefined;
  },
): Promise<Suggestion> {
  const [row] = await db
    .insert(suggestions)
    .values({
      customerId,
      category: input.category,
      content: input.content,
      contactMobileSealed: input.contactMobile ? fieldCrypto.seal(input.contactMobile) : null,
      imageIds: input.imageIds ?? [],
    })
    .returning();
  if (!row) throw new Error('suggestion insert returned nothing');
  return viewOf(row);
}
