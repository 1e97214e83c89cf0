import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { themeFiles, type OpsSiteSettings, type ThemeFile } from '@rc/contract';
import type { Db } from '../db/client.js';
import { siteSettings, themeFileOverrides } from '../db/schema/index.js';
import { invalidateSiteFlags, notifySiteSettings, storedMourn } from '../db/site-settings.js';
import { writeAudit, type AuditActor } from './audit.js';
import { shippedThemeFile, spriteIcons } from './theme-files.js';

/**
 * The site's look as the console sets it (admin only): the mourning flag and the themes'
 * fixed sprite sheets. Each change is one row, one audit line and one NOTIFY, committed together.
 * `configMourn` is the flag the server was started with, used until the console sets one.
 */

export async function siteLook(db: Db, configMourn: boolean): Promise<OpsSiteSettings> {
  const [mourn, overrides] = await Promise.all([
    storedMourn(db),
    db
      .select({
        file: themeFileOverrides.file,
        bytes: themeFileOverrides.bytes,
        size: themeFileOverrides.size,
        updatedAt: themeFileOverrides.updatedAt,
        updatedBy: themeFileOverrides.updatedBy,
      })
      .from(themeFileOverrides),
  ]);
  const byFile = new Map(overrides.map((o) => [o.file, o]));
  const files = await Promise.all(
    themeFiles.map(async (file) => {
      const o = byFile.get(file);
      const bytes = o ? o.bytes : await shippedThemeFile(file);
      return {
        file,
        replaced: Boolean(o),
        size: bytes.length,
        icons: spriteIcons(bytes.toString('utf8')),
        updatedAt: o?.updatedAt.toISOString() ?? null,
        updatedBy: o?.updatedBy ?? null,
      };
    }),
  );
  return {
    mourn: mourn ? mourn.mourn : configMourn,
    mournUpdatedAt: mourn?.updatedAt.toISOString() ?? null,
    themeFiles: files,
  };
}

/** Turns the mourning filter on or off: one row, one audit line, one NOTIFY, committed together. */
export async function setMourning(
  db: Db,
  operator: AuditActor,
  input: { mourn: boolean },
  configMourn: boolean,
  now: Date,
): Promise<OpsSiteSettings> {
  await db.transaction(async (tx) => {
    const before = await storedMourn(tx);
    const was = before ? before.mourn : configMourn;
    const value = input.mourn ? '1' : '0';
    await tx
      .insert(siteSettings)
      .values({ key: 'mourn', value, updatedAt: now, updatedBy: operator.account })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedAt: now, updatedBy: operator.account },
      });
    await writeAudit(
      tx,
      operator,
      {
        action: 'site.mourn',
        objectType: 'siteSettings',
        objectId: 'mourn',
        before: { mourn: was },
        after: { mourn: input.mourn },
      },
      now,
    );
    await notifySiteSettings(tx);
  });
  invalidateSiteFlags(db);
  return siteLook(db, configMourn);
}

/** Replaces one fixed theme file with an upload the module has checked. */
export async function storeThemeFile(
  db: Db,
  operator: AuditActor,
  file: ThemeFile,
  bytes: Buffer,
  configMourn: boolean,
  now: Date,
): Promise<OpsSiteSettings> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ sha256: themeFileOverrides.sha256, size: themeFileOverrides.size })
      .from(themeFileOverrides)
      .where(eq(themeFileOverrides.file, file));
    const values = { bytes, size: bytes.length, sha256, updatedAt: now, updatedBy: operator.account };
    await tx
      .insert(themeFileOverrides)
      .values({ file, ...values })
      .onConflictDoUpdate({ target: themeFileOverrides.file, set: values });
    await writeAudit(
      tx,
      operator,
      {
        action: 'theme.upload',
        objectType: 'themeFile',
        objectId: file,
        before: before
          ? { source: 'upload', size: before.size, sha256: before.sha256.slice(0, 12) }
          : { source: 'default' },
        after: { source: 'upload', size: bytes.length, sha256: sha256.slice(0, 12) },
      },
      now,
    );
    await notifySiteSettings(tx);
  });
  invalidateSiteFlags(db);
  return siteLook(db, configMourn);
}

/** Serves the shipped file again (nothing to restore answers the settings unchanged, without an audit line). */
export async function restoreShippedThemeFile(
  db: Db,
  operator: AuditActor,
  file: ThemeFile,
  configMourn: boolean,
  now: Date,
): Promise<OpsSiteSettings> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(themeFileOverrides)
      .where(eq(themeFileOverrides.file, file))
      .returning({ size: themeFileOverrides.size, sha256: themeFileOverrides.sha256 });
    if (!removed) return;
    await writeAudit(
      tx,
      operator,
      {
        action: 'theme.restore',
        objectType: 'themeFile',
        objectId: file,
        before: { source: 'upload', size: removed.size, sha256: removed.sha256.slice(0, 12) },
        after: { source: 'default' },
      },
      now,
    );
    await notifySiteSettings(tx);
  });
  invalidateSiteFlags(db);
  return siteLook(db, configMourn);
}
