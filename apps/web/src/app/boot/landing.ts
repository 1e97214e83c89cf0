import type { EndpointRef } from '@rc/contract';
import {
  authorizedUsers,
  fullHomePage,
  giftPackageRights,
  merchantHome,
  myCoupons,
  newsList,
  normalRights,
  rightsTips,
} from '@rc/contract/refs';
import { spriteOf, stylesheetFile, type ThemeName } from '../../shared/rights/theme-files.js';
import type { LandingPath } from './landing-paths.js';

/** One call a screen makes first, with no path parameters and no query, exactly as its query sends it. */
export interface FirstRead {
  ref: EndpointRef;
  /** The JSON body (POST); undefined: none. */
  body?: unknown;
}

export interface LandingScreen {
  /** What the screen asks the API for as it opens (landing.test.ts checks them against its queries). */
  reads: readonly FirstRead[];
  /** Theme files (common/R00010006) its first view shows. */
  themeFiles: (theme: ThemeName) => readonly string[];
}

/**
 * The first reads of the screens most hand-offs land on, sent by the page's boot
 * script as soon as the login answer gives the session token, so the screen's
 * data is there when its code is (docs/decisions/024-early-login-and-landing.md).
 * A screen not listed here still gets its code preloaded; it reads its data itself, and the
 * server does not draw it (decisions 052, 054).
 */
export const landingScreens: Partial<Record<LandingPath, LandingScreen>> = {
  '/mine/persional': {
    reads: [
      { ref: normalRights },
      { ref: rightsTips, body: { screen: 'home' } },
      { ref: fullHomePage },
      { ref: newsList },
    ],
    // The stylesheet and the sheet of the home's own icons (clock, coupon, gift); the rights'
    // icons come from whichever sheets the customer's rights name.
    themeFiles: (theme) => [stylesheetFile(theme), spriteOf(theme, 'common#more').file],
  },
  '/rights/mycoupons': {
    // The usable tab, page 1 (src/features/rights/api/my-coupons.ts, page size 10).
    reads: [{ ref: myCoupons, body: { tab: 'usable', onPagenum: 1, onPagesize: 10 } }],
    themeFiles: () => [],
  },
  // Decision 054: the other landings the server draws too.
  '/rights/getown': { reads: [{ ref: giftPackageRights, body: {} }], themeFiles: () => [] },
  '/mine/rightUser': { reads: [{ ref: authorizedUsers }], themeFiles: () => [] },
  '/merchant/merchantHomepage': { reads: [{ ref: merchantHome }], themeFiles: () => [] },
  // Screens that read nothing as they open: the session (the branches) or the screen itself.
  '/mine/subcompany': { reads: [], themeFiles: () => [] },
  '/rights/nopower': { reads: [], themeFiles: () => [] },
};
