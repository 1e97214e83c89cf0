import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { tips } from '../db/schema/index.js';

/**
 * The editorial tips operators write in the console (ops/tips/*), as customers
 * read them: read on every call (a handful of rows by an index), so an edit is
 * seen on the customer's next call, from any server process.
 */
export interface EditorialTip {
  id: string;
  title: string;
  content: string;
  level: 'info' | 'warning';
}

/** The enabled rights-screen tips for a service type (its own and those for every screen), in order. */
export async function rightsScreenTips(
  db: DbOrTx,
  serviceType: string | undefined,
  locale: Locale,
): Promise<EditorialTip[]> {
  const rows = await db
    .select()
    .from(tips)
    .where(
      and(
        eq(tips.placement, 'rights'),
        eq(tips.enabled, true),
        inArray(tips.serviceType, serviceType ? ['', serviceType] : ['']),
      ),
    )
    .orderBy(asc(tips.sort), asc(tips.createdAt));
  const en = locale === 'en-US';
  return rows.map((r) => ({
    id: r.id,
    title: en ? r.titleEn : r.title,
    content: en ? r.contentEn : r.content,
    level: r.level,
  }));
}

/** The login response's `tips` when the partner's landing sets none: the first enabled login tip. */
export async function loginTip(db: DbOrTx, locale: Locale): Promise<string> {
  const [row] = await db
    .select({ content: tips.content, contentEn: tips.contentEn })
    .from(tips)
    .where(and(eq(tips.placement, 'login'), eq(tips.enabled, true)))
    .orderBy(asc(tips.sort), asc(tips.createdAt))
    .limit(1);
  if (!row) return '';
  return locale === 'en-US' ? row.contentEn : row.content;
}
