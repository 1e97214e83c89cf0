import { useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { yieldToMain } from '../browser/yield-to-main.js';
import { loadStaticFile, loadStaticText } from '../api/static-file.js';
import { session } from '../session/session-store.js';
import { stylesheetFile, themeOfFlag, type ThemeName } from './theme-files.js';

export { spriteOf, stylesheetFile, themeOfFlag, type ThemeName } from './theme-files.js';

/** The current theme, following the stored vip flag. */
export function useThemeName(): ThemeName {
  return useSyncExternalStore(
    (l) => session.subscribe(l),
    () => themeOfFlag(session.vipFlag()),
    // A server-rendered landing (decision 052) was drawn with the session's theme, which the
    // browser has stored before it hydrates: the same answer on both sides.
    () => themeOfFlag(session.vipFlag()),
  );
}

/** At most this many icons are shown in one task (decision 073). */
export const iconsPerTask = 8;
const waitingToShow: (() => void)[] = [];
let showing = false;

/**
 * Shows `show`'s icon in a task of its own with at most `iconsPerTask - 1` others, each batch
 * rendered and committed at once (decision 073). A screen's icons all wait for the same sprite
 * sheet: shown together, their swap was one commit of some 45 image elements, the longest task
 * of a drawn landing's boot.
 */
function showInTurn(show: () => void): void {
  waitingToShow.push(show);
  if (showing) return;
  showing = true;
  const showSome = () => {
    const batch = waitingToShow.splice(0, iconsPerTask);
    try {
      flushSync(() => {
        for (const each of batch) each();
      });
    } finally {
      if (waitingToShow.length > 0) void yieldToMain().then(showSome);
      else showing = false;
    }
  };
  void yieldToMain().then(showSome);
}

/** The object URL of a static file once loaded (null before, or when it could not be loaded). */
export function useStaticFile(file: string): string | null {
  const [loaded, setLoaded] = useState<{ file: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadStaticFile(file).then(
      (url) =>
        showInTurn(() => {
          if (live) setLoaded({ file, url });
        }),
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
    void loadStaticText(file).then(
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
