import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/safeDocking: valet parking at a station or airport (order/safeParking/init). */
export function Page() {
  return <ServiceFormScreen formCode="safeDocking" />;
}
