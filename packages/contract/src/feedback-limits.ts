// Bounds of the feedback report, apart from its schema so that the browser can read them
// without bringing zod into its bundle (docs/decisions/006).

/**
 * The longest screenshot data URL a report may carry (about 640 KB of JPEG: a phone
 * screen at twice its pixels fits). Reports come without a session, so what one may
 * make the server keep is bounded (decision 045).
 */
export const feedbackScreenshotMaxChars = 860_000;

/**
 * The largest report body: the screenshot and the other fields at their longest
 * (20 URLs of 1024 characters, each character escaped) fit under it.
 */
export const feedbackReportBodyLimit = 1024 * 1024;
