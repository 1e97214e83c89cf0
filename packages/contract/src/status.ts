/**
 * The status catalogue of spec section 8: one place for every business status,
 * its words in both languages and what the client does with it. Server and web
 * both import it, so a code can never mean two things.
 */
export const Status = {
  ok: 0,
  serverFault: -1,
  keepOnScreen: -2,
  toast: -3,
  sessionInvalid: -4,
  badInput: -5,
  busy: -100,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];

export type Locale = 'zh-CN' | 'en-US';
export const defaultLocale: Locale = 'zh-CN';

export type Localized = Record<Locale, string>;

/** What the client does when a reply carries the status. */
export type ClientBehaviour =
  'success' | 'toastAndRaiseFeedback' | 'toast' | 'keepOnScreen' | 'expireSession';

export interface StatusEntry {
  code: StatusCode;
  behaviour: ClientBehaviour;
  /** HTTP status the server uses alongside the envelope. */
  http: number;
  /** Fixed words shown by the client; null means "show the reply's statusText". */
  message: Localized | null;
}

export const statusCatalogue: Record<StatusCode, StatusEntry> = {
  [Status.ok]: { code: 0, behaviour: 'success', http: 200, message: null },
  [Status.serverFault]: {
    code: -1,
    behaviour: 'toastAndRaiseFeedback',
    http: 500,
    message: {
      'zh-CN': '服务器调皮了，请稍后重试',
      'en-US': 'The server is acting up, please try again later',
    },
  },
  [Status.busy]: {
    code: -100,
    behaviour: 'toastAndRaiseFeedback',
    http: 429,
    message: { 'zh-CN': '系统繁忙，请稍后重试', 'en-US': 'The system is busy, please try again later' },
  },
  [Status.toast]: { code: -3, behaviour: 'toast', http: 200, message: null },
  [Status.badInput]: { code: -5, behaviour: 'toast', http: 200, message: null },
  [Status.keepOnScreen]: { code: -2, behaviour: 'keepOnScreen', http: 200, message: null },
  [Status.sessionInvalid]: { code: -4, behaviour: 'expireSession', http: 200, message: null },
};

/**
 * Numeric strings are converted to numbers (spec 8); unknown codes count as a server fault.
 * Only an integer string counts as numeric: `Number('')` is 0, and an empty status must
 * never read as success.
 */
export function normaliseStatus(raw: unknown): StatusCode {
  const n = typeof raw === 'string' ? (/^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN) : raw;
  if (typeof n === 'number' && Object.hasOwn(statusCatalogue, n)) return n as StatusCode;
  return Status.serverFault;
}

/** Fixed messages named by the spec (section 8) and the ones the foundation adds. */
export const messages = {
  emptyJumpUrl: { 'zh-CN': '后端返回jumpUrl为空', 'en-US': 'The server returned an empty jump URL' },
  noEntryParams: {
    'zh-CN': '服务器调皮了，请稍后重试',
    'en-US': 'The server is acting up, please try again later',
  },
  feedbackInProgress: {
    'zh-CN': '您的问题正再向后台反馈，请耐心等待!',
    'en-US': 'Your problem is being reported, please wait!',
  },
  feedbackSent: {
    'zh-CN': '您的问题已经反馈给客服了',
    'en-US': 'Your problem has been sent to customer service',
  },
  feedbackFailed: { 'zh-CN': '您的问题反馈失败', 'en-US': 'Reporting your problem failed' },
  notAvailableYet: {
    'zh-CN': '该功能暂未开放，敬请期待',
    'en-US': 'This feature is not available yet',
  },
  sessionInvalid: {
    'zh-CN': '登录已失效，请重新进入',
    'en-US': 'Your session has expired, please enter again',
  },
  invalidField: { 'zh-CN': '{field}填写有误', 'en-US': '{field} is invalid' },
  requestInProgress: {
    'zh-CN': '上一次提交仍在处理中，请稍后查看结果',
    'en-US': 'The earlier submission is still being processed; please check the result shortly',
  },
  missingField: { 'zh-CN': '请填写{field}', 'en-US': '{field} is required' },
  tooLongField: { 'zh-CN': '{field}最多 {max} 个字', 'en-US': '{field} takes at most {max} characters' },
  notFound: { 'zh-CN': '您访问的内容不存在', 'en-US': 'What you asked for does not exist' },
  forbidden: { 'zh-CN': '您无权进行此操作', 'en-US': 'You are not allowed to do this' },
  bodyTooLarge: { 'zh-CN': '提交的内容过大', 'en-US': 'What you sent is too large' },
  // A request that got no answer (the client's words; the browser's own text goes to the feedback report only).
  requestOffline: {
    'zh-CN': '网络未连接，请检查网络后重试',
    'en-US': 'You are offline. Check your connection and try again',
  },
  requestTimeout: {
    'zh-CN': '网络不太稳定，请求超时，请稍后重试',
    'en-US': 'The network is slow and the request timed out, please try again',
  },
  requestNetwork: {
    'zh-CN': '网络连接失败，请稍后重试',
    'en-US': 'The connection failed, please try again',
  },
} satisfies Record<string, Localized>;

export type MessageKey = keyof typeof messages;

export function localize(text: Localized, locale: Locale, vars: Record<string, string> = {}): string {
  return text[locale].replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? `{${k}}`);
}

/** Picks the user's language from an Accept-Language style value. */
export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return defaultLocale;
  return /^\s*en/i.test(acceptLanguage) ? 'en-US' : defaultLocale;
}
