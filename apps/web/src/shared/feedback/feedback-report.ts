import { type FeedbackReport } from '@rc/contract';
import { feedbackReportToken, submitFeedbackReport } from '@rc/contract/refs';
import { callEndpoint } from '../api/client.js';
import { isApiError } from '../api/api-error.js';
import { catalogueText } from '../i18n/catalogue.js';

/**
 * The feedback button's report (spec 3, "Feedback error report") and the rule
 * that only one report is in flight at a time (spec 4, 5). The report is not tied
 * to a session (the button is raised by failed logins too): a one-time report
 * token comes first, then the report is posted under it.
 */

export interface ReportContext {
  screenWidth: number;
  screenHeight: number;
  channel: string | null;
  errorUrls: readonly string[];
  errorMessage: string;
  userAgent: string;
  /** When the error happened (epoch ms). */
  errorTime: number;
  pageName: string;
  /** A JPEG/PNG/WebP data URL of the screen, when one could be taken. */
  screenshot?: string | null;
}

const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

/** Builds the report within the contract's limits (a long user agent must not cost the report). */
export function buildFeedbackReport(ctx: ReportContext): FeedbackReport {
  return {
    ...(ctx.screenshot ? { screenshot: ctx.screenshot } : {}),
    screenH: Math.max(0, Math.round(ctx.screenHeight)),
    screeW: Math.max(0, Math.round(ctx.screenWidth)),
    channel: cut(ctx.channel ?? '', 32),
    errorUrls: ctx.errorUrls.slice(-20).map((u) => cut(u, 1024)),
    errorMessage: cut(ctx.errorMessage, 1000),
    userAgent: cut(ctx.userAgent, 512),
    errorTimeStamp: Math.max(0, Math.round(ctx.errorTime)),
    pageName: cut(ctx.pageName, 128),
  };
}

export async function sendFeedbackReport(report: FeedbackReport): Promise<void> {
  // quiet: the feedback flow speaks for itself, and a failing report must not raise the button again.
  const { token } = await callEndpoint(feedbackReportToken, { quiet: true });
  await callEndpoint(submitFeedbackReport, { params: { token }, body: report, quiet: true });
}

export type ReportOutcome = { kind: 'sent' | 'busy' | 'failed'; text: string };

/** One report at a time: a second tap while one is in flight answers "in progress" (spec 8's words). */
export function createFeedbackReporter(send: (report: FeedbackReport) => Promise<void> = sendFeedbackReport) {
  let inFlight = false;
  return {
    get inFlight() {
      return inFlight;
    },
    async report(build: () => FeedbackReport | Promise<FeedbackReport>): Promise<ReportOutcome> {
      if (inFlight) return { kind: 'busy', text: catalogueText('feedbackInProgress') };
      inFlight = true;
      try {
        await send(await build());
        return { kind: 'sent', text: catalogueText('feedbackSent') };
      } catch (e) {
        // Spec 8: "failed" or the reply's statusText (e.g. -2 "not available yet").
        const statusText = isApiError(e) && e.kind === 'status' ? e.statusText : '';
        return { kind: 'failed', text: statusText || catalogueText('feedbackFailed') };
      } finally {
        inFlight = false;
      }
    },
  };
}

/** The app's one reporter: whoever taps, only one report is in flight. */
export const feedbackReporter = createFeedbackReporter();
