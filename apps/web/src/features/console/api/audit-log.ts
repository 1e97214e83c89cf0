import { opsAuditLog } from '@rc/contract/refs';
import type { AuditEntry, AuditObjectType } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** The audit screen's filters; an empty one is left out of the call. */
export interface AuditFilter {
  objectType: AuditObjectType | '';
  objectId: string;
  operatorAccount: string;
  from: string;
  to: string;
}

export const noAuditFilter: AuditFilter = {
  objectType: '',
  objectId: '',
  operatorAccount: '',
  from: '',
  to: '',
};

/** ops/audit: the audit log, newest first, filtered (for shared/ui PagedList). */
export const auditLogKey = (filter: AuditFilter) => queryKeyOf(opsAuditLog, filter);

const given = (v: string) => v.trim() || undefined;

export function fetchAuditPage(
  filter: AuditFilter,
  page: number,
  signal: AbortSignal,
): Promise<Page<AuditEntry>> {
  return callEndpoint(opsAuditLog, {
    signal,
    query: {
      onPagenum: page,
      onPagesize: 20,
      objectType: filter.objectType || undefined,
      objectId: given(filter.objectId),
      operatorAccount: given(filter.operatorAccount),
      from: given(filter.from),
      to: given(filter.to),
    },
  });
}
