import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/replaceWalkCar: a courtesy car while the customer's is repaired. */
export function Page() {
  return <ServiceFormScreen formCode="courtesyCar" />;
}
