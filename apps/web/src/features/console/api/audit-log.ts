import { opsAuditLog } from '@rc/contract/refs';
import type { AuditEntry } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';

/** ops/audit: the audit log, newest first, optionally of one object type (for shared/ui PagedList). */
export const auditLogKey = (objectType: string) => ['console', 'audit', objectType] as const;

export function fetchAuditPage(
  objectType: string,
  page: number,
  signal: AbortSignal,
): Promise<Page<AuditEntry>> {
  return callEndpoint(opsAuditLog, {
    signal,
    query: { onPagenum: page, onPagesize: 20, ...(objectType ? { objectType } : {}) },
  });
}
