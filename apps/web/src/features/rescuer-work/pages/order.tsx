import { WorkOrderList } from '../components/work-order-list.js';

/** /accident/order: finished work orders (orderDone). */
export function Page() {
  return <WorkOrderList flag="1" />;
}
