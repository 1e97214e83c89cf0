import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/SendforInspection: the annual inspection run (order/R00020012). */
export function Page() {
  return <ServiceFormScreen formCode="inspectionRun" />;
}
