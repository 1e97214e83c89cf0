/**
 * Spec 4: "Every navigation except the entrance page records the app's own URL."
 * The first one is the landing URL (WeChat on iOS signs JS-SDK calls against the
 * URL the page was opened with); the latest is where the customer is now (the
 * feedback report's page). Memory only: spec 9's session list does not name it.
 */
let landing: string | null = null;
let latest: string | null = null;

export function recordAppUrl(href: string): void {
  landing ??= href;
  latest = href;
}

export function landingAppUrl(): string | null {
  return landing;
}

export function latestAppUrl(): string | null {
  return latest;
}
