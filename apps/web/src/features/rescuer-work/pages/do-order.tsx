import { WorkOrderList } from '../components/work-order-list.js';

/** /accident/doorder: work orders to take and in progress (distribution). */
export function Page() {
  return <WorkOrderList flag="0" />;
}
