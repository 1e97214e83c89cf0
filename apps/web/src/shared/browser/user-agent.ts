/** The WeChat in-app browser announces itself as MicroMessenger. */
export function isWeChatBrowser(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return /MicroMessenger/i.test(userAgent);
}
