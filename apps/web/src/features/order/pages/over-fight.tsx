import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/overFight: an airport transfer (docs/decisions/015). */
export function Page() {
  return <ServiceFormScreen formCode="airportTransfer" />;
}
