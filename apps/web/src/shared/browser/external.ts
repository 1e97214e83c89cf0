/** Leaves the app for a partner's page (a right's external link, the re-bind page, customer service). */
export function openExternal(url: string): void {
  window.location.assign(url);
}

interface WeixinBridge {
  call(name: 'closeWindow'): void;
}

/** Whether "leave" can do something here: close the WeChat web view, or go back to the partner's page. */
export function canLeaveApp(): boolean {
  return Boolean((window as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge) || window.history.length > 1;
}

/** Back to where the customer came from: the partner app's web view closes, a browser goes back. */
export function leaveApp(): void {
  const bridge = (window as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
  if (bridge) bridge.call('closeWindow');
  else window.history.back();
}
