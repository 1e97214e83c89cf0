import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadStaticFile, loadStaticText } from '../api/static-file.js';
import { session } from '../session/session-store.js';

/**
 * The theme's fixed files (spec 4 and 9): a stylesheet and four sprite sheets
 * (common, car, service, product) per theme, served by common/R00010006 from
 * the server's static/ folder. "Vip flag 0 uses the ordinary stylesheet and
 * images; otherwise the VIP set" (the same rule as the CSS variables on <html>).
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

/** The current theme, following the stored vip flag. */
export function useThemeName(): ThemeName {
  return useSyncExternalStore(
    (l) => session.subscribe(l),
    () => themeOfFlag(session.vipFlag()),
    () => 'ordinary',
  );
}

/** The object URL of a static file once loaded (null before, or when it could not be loaded). */
export function useStaticFile(file: string): string | null {
  const [loaded, setLoaded] = useState<{ file: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    loadStaticFile(file).then(
      (url) => {
        if (live) setLoaded({ file, url });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [file]);
  return loaded?.file === file ? loaded.url : null;
}

const styleId = 'rc-theme-stylesheet';

/** Puts the theme's stylesheet into the page (one <style>, swapped when the theme changes). */
export function useThemeStylesheet(): ThemeName {
  const theme = useThemeName();
  const file = stylesheetFile(theme);
  useEffect(() => {
    let live = true;
    loadStaticText(file).then(
      (css) => {
        if (!live) return;
        let style = document.getElementById(styleId) as HTMLStyleElement | null;
        if (!style) {
          style = document.createElement('style');
          style.id = styleId;
          document.head.appendChild(style);
        }
        if (style.dataset.file !== file) {
          style.textContent = css;
          style.dataset.file = file;
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [file]);
  return theme;
}
