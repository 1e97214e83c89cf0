import type { TransferSummary } from '@rc/contract';
import { transferRecords } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export type Direction = 'sent' | 'received';

/** donation/R00040016: one page of the transfers sent or received, newest first. */
export function transferRecordsKey(direction: Direction) {
  return queryKeyOf(transferRecords, direction);
}

export function fetchTransferRecords(
  direction: Direction,
  page: number,
  signal?: AbortSignal,
): Promise<Page<TransferSummary>> {
  return callEndpoint(transferRecords, {
    query: { direction, onPagenum: page, onPagesize: 10 },
    ...(signal ? { signal } : {}),
  });
}
