/**
 * The screens a hand-off can land on (spec 4's after-login routing): the build
 * (vite.config.ts, `rc:inline-boot`) writes each one's chunk files into the
 * page's boot script, which preloads the one the login answer leads to while the
 * app's own code is still downloading. Plain data: the Vite config imports it.
 */
export const landingPaths = [
  '/mine/persional',
  '/mine/subcompany',
  '/mine/rightUser',
  '/rights/mycoupons',
  '/rights/getown',
  '/rights/nopower',
  '/serviceTransfer/claimGiftPackage',
  '/merchant/merchantHomepage',
  '/account/authentication',
  '/account/expired',
] as const;

export type LandingPath = (typeof landingPaths)[number];

/**
 * Landings the server draws (boot/server-landing.ts) that the boot script never preloads: their path
 * has parameters, known only after a further call (a haveRc login's jump flag). Their files are in
 * the server's copy of the preload map only, for the drawn page's styles (decision 062).
 */
export const drawnOnlyPaths = ['/rights/coupons/:type'] as const;

/** The hand-off screen: its own chunk is preloaded as soon as the page starts. */
export const bootEntrancePath = '/account/entrance';

/** The key of the data layout's files (react-query, src/app/query-layout.tsx) in the preload map. */
export const dataLayoutKey = '@data';

/** Built files (relative to the site root, no leading slash) to preload, by route path or dataLayoutKey. */
export type PreloadMap = Record<string, readonly string[]>;

/** A PreloadMap as written into the page: each file named once, keys list positions in `files`. */
export interface PackedPreloads {
  files: readonly string[];
  keys: Record<string, readonly number[]>;
}
