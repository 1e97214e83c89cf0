import { useTranslation } from 'react-i18next';
import type { WorkOrder } from '@rc/contract';
import '../i18n/register.js';
import { pathTo } from '../../../shared/routing/paths.js';

export function StatusBadge({ status }: { status: WorkOrder['status'] }) {
  const { t } = useTranslation('accident');
  return <span className={`rc-acc-badge rc-acc-badge--${status}`}>{t(`status.${status}`)}</span>;
}

export function workOrderUrl(w: Pick<WorkOrder, 'ticketId' | 'subTicketId' | 'vehicleNo'>): string {
  const q = new URLSearchParams({ ticketid: w.ticketId, subTicketid: w.subTicketId, vehicleNo: w.vehicleNo });
  return pathTo('/accident/workorder', { search: q });
}
