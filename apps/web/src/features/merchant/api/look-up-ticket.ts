import { queryOptions, useQuery } from '@tanstack/react-query';
import { lookUpTicket } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * merchant/R00040024: a coupon by its printed code, or an order by its number
 * or by the signed code its QR carries (`RCO:…`).
 */
export function lookUpTicketQuery(code: string) {
  const isOrder = /^RC(\d|O:)/i.test(code);
  return queryOptions({
    queryKey: queryKeyOf(lookUpTicket, code),
    queryFn: ({ signal }) =>
      callEndpoint(lookUpTicket, { query: isOrder ? { ticketid: code } : { concavecode: code }, signal }),
    enabled: code !== '',
    retry: false,
  });
}

export function useLookUpTicket(code: string) {
  return useQuery(lookUpTicketQuery(code));
}
