/**
 * The theme's fixed files (spec 4 and 9): a stylesheet and four sprite sheets
 * (common, car, service, product) per theme, served by common/R00010006 from
 * the server's static/ folder. "Vip flag 0 uses the ordinary stylesheet and
 * images; otherwise the VIP set" (the same rule as the CSS variables on <html>).
 * Plain functions without React, so the page's boot script (src/app/boot/) can
 * name the files too.
 */
export type ThemeName = 'ordinary' | 'vip';

export function themeOfFlag(vipFlag: string | null): ThemeName {
  return vipFlag !== null && vipFlag !== '0' ? 'vip' : 'ordinary';
}

export function stylesheetFile(theme: ThemeName): string {
  return theme === 'vip' ? 'theme/vip.css' : 'theme/common.css';
}

/**
 * A sprite icon `sheet#symbol` (as the catalogue sends it in iconUrl) as the
 * sheet's file and the symbol. Each sheet is an SVG with one <view> per icon,
 * so an <img> shows one icon by its fragment and the sheet downloads once.
 */
export function spriteOf(theme: ThemeName, icon: string): { file: string; symbol: string } {
  const [sheet = 'common', symbol = 'more'] = icon.includes('#')
    ? icon.split('#')
    : ['common', icon || 'more'];
  const safeSheet = ['common', 'car', 'service', 'product'].includes(sheet) ? sheet : 'common';
  return { file: `theme/${theme}/sprite-${safeSheet}.svg`, symbol };
}
