import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateTime, pageOf, pageQuery } from '../common.js';
import { feedbackReportBodyLimit, feedbackScreenshotMaxChars } from '../feedback-limits.js';
import { feedbackStates } from '../vocabulary.js';

/**
 * Error reports come from the feedback button, which is raised by failures that
 * happen before any session exists (a login that fails, an expired entry). So the
 * report is not tied to a session: the client first takes a one-time report token
 * (rate-limited per address) and posts the report under it.
 */
export const feedbackReportToken = defineEndpoint({
  group: 'feedback',
  code: 'token',
  name: 'feedbackReportToken',
  summary: 'Issues a one-time, short-lived token under which one error report may be submitted.',
  method: 'GET',
  auth: 'none',
  encrypted: false,
  data: z.object({ token: z.string(), expiresAt: isoDateTime }),
});

/** Spec 3, "Feedback error report"; `screeW` keeps the seed's spelling. */
export const feedbackReportBody = z.object({
  /** A PNG/JPEG/WebP data URL of the screen; absent when the screenshot could not be taken. */
  screenshot: z
    .string()
    .max(feedbackScreenshotMaxChars)
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/)
    .optional(),
  screenH: z.number().int().min(0).max(20000),
  screeW: z.number().int().min(0).max(20000),
  channel: z.string().trim().max(32),
  /** The calls that failed, most recent last. */
  errorUrls: z.array(z.string().trim().max(1024)).max(20),
  /** The error message the button was raised with. */
  errorMessage: z.string().trim().max(1000).optional(),
  userAgent: z.string().trim().max(512),
  /** When the error happened, in epoch milliseconds. */
  errorTimeStamp: z.number().int().min(0).max(9_999_999_999_999),
  pageName: z.string().trim().max(128),
});
export type FeedbackReport = z.infer<typeof feedbackReportBody>;

export const submitFeedbackReport = defineEndpoint({
  group: 'feedback',
  code: 'report',
  name: 'submitFeedbackReport',
  summary: 'Submits one error report (screenshot, screen size, failing calls, page) to customer service.',
  method: 'POST',
  auth: 'none',
  encrypted: false,
  params: z.object({ token: z.string().trim().min(16).max(128) }),
  body: feedbackReportBody,
  bodyLimit: feedbackReportBodyLimit,
  data: z.object({ reportId: z.string() }),
});

export const storedFeedbackReportSchema = feedbackReportBody.extend({
  reportId: z.string(),
  createdAt: isoDateTime,
  /** Customer service's handling (operations console): open, answered or closed, and its answer. */
  state: z.enum(feedbackStates),
  answer: z.string().nullable(),
  answeredAt: isoDateTime.nullable(),
});
export type StoredFeedbackReport = z.infer<typeof storedFeedbackReportSchema>;

/**
 * The reports sent while the caller was signed in, newest first (what customer
 * service reads about them; a report sent before login belongs to no one).
 */
export const myFeedbackReports = defineEndpoint({
  group: 'feedback',
  code: 'reports',
  name: 'myFeedbackReports',
  summary: 'The error reports the signed-in customer sent, with their screenshots, newest first.',
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: pageQuery,
  data: pageOf(storedFeedbackReportSchema),
});

/** One error report as its sender follows it: what was reported and customer service's answer, no screenshot. */
export const feedbackReplySchema = z.object({
  reportId: z.string(),
  createdAt: isoDateTime,
  pageName: z.string(),
  errorMessage: z.string(),
  hasScreenshot: z.boolean(),
  state: z.enum(feedbackStates),
  answer: z.string().nullable(),
  answeredAt: isoDateTime.nullable(),
});
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

/**
 * The signed-in customer's error reports with customer service's answers and
 * state, newest first, without the screenshots (a list a phone loads quickly:
 * /mine/feedback). Only the sender's own reports.
 */
export const myFeedbackReplies = defineEndpoint({
  group: 'feedback',
  code: 'replies',
  name: 'myFeedbackReplies',
  summary:
    "The signed-in customer's error reports with customer service's answers, newest first, no screenshots.",
  method: 'GET',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  query: pageQuery,
  data: pageOf(feedbackReplySchema),
});

export const feedbackEndpoints = [
  feedbackReportToken,
  submitFeedbackReport,
  myFeedbackReports,
  myFeedbackReplies,
] as const;
