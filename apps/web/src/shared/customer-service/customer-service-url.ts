import { customerServiceUrl } from '@rc/contract/refs';
import { callEndpoint } from '../api/client.js';
import { pageGlobals } from '../config/page-globals.js';
import { session } from '../session/session-store.js';

/**
 * The human customer-service link: the customer's own (auth/R00010047) when
 * signed in, otherwise, or when that call fails, the one the page globals carry.
 * Empty when there is none.
 */
export async function resolveCustomerServiceUrl(): Promise<string> {
  if (session.token()) {
    try {
      const { url } = await callEndpoint(customerServiceUrl, { quiet: true });
      if (url) return url;
    } catch {
      // fall back below: the button must still lead somewhere
    }
  }
  return pageGlobals().customerServiceUrl;
}
