import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/lacquerRepair: a scratch touch-up at the customer's place. */
export function Page() {
  return <ServiceFormScreen formCode="lacquerRepair" />;
}
