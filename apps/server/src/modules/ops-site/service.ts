import { Status, type Locale, type Localized, type OpsSiteSettings, type ThemeFile } from '@rc/contract';
import { restoreShippedThemeFile, setMourning, siteLook, storeThemeFile } from '../../domain/site-look.js';
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

/** The flag the server was started with, used until the console sets one. */
function configMourn(deps: AppDeps): boolean {
  return deps.config.mourn === 1;
}

export function settings(deps: AppDeps): Promise<OpsSiteSettings> {
  return siteLook(deps.db, configMourn(deps));
}

/** Turns the mourning filter on or off: one row, one audit line, one NOTIFY, committed together. */
export function saveMourn(
  deps: AppDeps,
  operator: OperatorContext,
  input: { mourn: boolean },
  now = new Date(),
): Promise<OpsSiteSettings> {
  return setMourning(deps.db, operator, input, configMourn(deps), now);
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
  return storeThemeFile(deps.db, operator, input.file, bytes, configMourn(deps), now);
}

/** Serves the shipped file again (nothing to restore answers the settings unchanged, without an audit line). */
export function restoreTheme(
  deps: AppDeps,
  operator: OperatorContext,
  input: { file: ThemeFile },
  now = new Date(),
): Promise<OpsSiteSettings> {
  return restoreShippedThemeFile(deps.db, operator, input.file, configMourn(deps), now);
}
