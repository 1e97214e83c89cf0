import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  Status,
  themeFiles,
  type Locale,
  type Localized,
  type OpsSiteSettings,
  type ThemeFile,
} from '@rc/contract';
import { writeAudit } from '../../domain/audit.js';
import { siteSettings, themeFileOverrides } from '../../db/schema/index.js';
import { invalidateSiteFlags, notifySiteSettings, storedMourn } from '../../db/site-settings.js';
import {
  checkSpriteSheet,
  shippedThemeFile,
  spriteIcons,
  type SpriteProblem,
} from '../../domain/theme-files.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';

/** Console: the mourning flag and the themes' fixed sprite sheets (admin only). */

export async function settings(deps: AppDeps): Promise<OpsSiteSettings> {
  const [mourn, overrides] = await Promise.all([
    storedMourn(deps.db),
    deps.db
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
    mourn: mourn ? mourn.mourn : deps.config.mourn === 1,
    mournUpdatedAt: mourn?.updatedAt.toISOString() ?? null,
    themeFiles: files,
  };
}

/** Turns the mourning filter on or off: one row, one audit line, one NOTIFY, committed together. */
export async function saveMourn(
  deps: AppDeps,
  operator: OperatorContext,
  input: { mourn: boolean },
  now = new Date(),
): Promise<OpsSiteSettings> {
  await deps.db.transaction(async (tx) => {
    const before = await storedMourn(tx);
    const was = before ? before.mourn : deps.config.mourn === 1;
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
  invalidateSiteFlags(deps.db);
  return settings(deps);
}

function problemWords(p: SpriteProblem): Localized {
  switch (p.kind) {
    case 'tooLarge':
      return { 'zh-CN': '图标文件不能超过 256 KB', 'en-US': 'The sprite file may be at most 256 KB' };
    case 'notSvg':
      return {
        'zh-CN': '图标文件须为 SVG 图片（以 <svg xmlns="http://www.w3.org/2000/svg"> 开始）',
        'en-US':
          'The sprite file must be an SVG image (starting with <svg xmlns="http://www.w3.org/2000/svg">)',
      };
    case 'active':
      return {
        'zh-CN': `图标文件不能包含脚本或可执行内容（${p.what}）`,
        'en-US': `The sprite file may not contain scripts or active content (${p.what})`,
      };
    case 'outside':
      return {
        'zh-CN': `图标文件不能引用外部资源（${p.what}）`,
        'en-US': `The sprite file may not refer to anything outside itself (${p.what})`,
      };
    case 'missingIcons':
      return {
        'zh-CN': `图标文件缺少以下图标：${p.icons.join('、')}`,
        'en-US': `The sprite file lacks these icons: ${p.icons.join(', ')}`,
      };
  }
}

/** A -5 naming the file field, with what is wrong with it in words. */
function refusal(p: SpriteProblem, locale: Locale): BusinessError {
  const text = problemWords(p);
  return new BusinessError(Status.badInput, text, {
    errors: [{ field: 'dataBase64', message: text[locale] }],
  });
}

/**
 * Replaces one fixed theme file with a checked upload. The icons the shipped
 * sheet offers must all be there (the catalogue names them), so a replacement
 * can restyle icons and add some, never lose one.
 */
export async function uploadTheme(
  deps: AppDeps,
  operator: OperatorContext,
  input: { file: ThemeFile; dataBase64: string },
  locale: Locale,
  now = new Date(),
): Promise<OpsSiteSettings> {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  const required = spriteIcons((await shippedThemeFile(input.file)).toString('utf8'));
  const problem = checkSpriteSheet(bytes, required);
  if (problem) throw refusal(problem, locale);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ sha256: themeFileOverrides.sha256, size: themeFileOverrides.size })
      .from(themeFileOverrides)
      .where(eq(themeFileOverrides.file, input.file));
    const values = { bytes, size: bytes.length, sha256, updatedAt: now, updatedBy: operator.account };
    await tx
      .insert(themeFileOverrides)
      .values({ file: input.file, ...values })
      .onConflictDoUpdate({ target: themeFileOverrides.file, set: values });
    await writeAudit(
      tx,
      operator,
      {
        action: 'theme.upload',
        objectType: 'themeFile',
        objectId: input.file,
        before: before
          ? { source: 'upload', size: before.size, sha256: before.sha256.slice(0, 12) }
          : { source: 'default' },
        after: { source: 'upload', size: bytes.length, sha256: sha256.slice(0, 12) },
      },
      now,
    );
    await notifySiteSettings(tx);
  });
  invalidateSiteFlags(deps.db);
  return settings(deps);
}

/** Serves the shipped file again (nothing to restore answers the settings unchanged, without an audit line). */
export async function restoreTheme(
  deps: AppDeps,
  operator: OperatorContext,
  input: { file: ThemeFile },
  now = new Date(),
): Promise<OpsSiteSettings> {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(themeFileOverrides)
      .where(eq(themeFileOverrides.file, input.file))
      .returning({ size: themeFileOverrides.size, sha256: themeFileOverrides.sha256 });
    if (!removed) return;
    await writeAudit(
      tx,
      operator,
      {
        action: 'theme.restore',
        objectType: 'themeFile',
        objectId: input.file,
        before: { source: 'upload', size: removed.size, sha256: removed.sha256.slice(0, 12) },
        after: { source: 'default' },
      },
      now,
    );
    await notifySiteSettings(tx);
  });
  invalidateSiteFlags(deps.db);
  return settings(deps);
}
