import type { OpsOverview } from '@rc/contract';
import { consoleOverview } from '../../domain/console-overview.js';
import type { AppDeps } from '../../http/deps.js';

/** The overview: today's figures by China day and the queues waiting for staff (domain/console-overview.ts). */
export function overview(deps: AppDeps, now = new Date()): Promise<OpsOverview> {
  return consoleOverview(deps.db, now);
}
