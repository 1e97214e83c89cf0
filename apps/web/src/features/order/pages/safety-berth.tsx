import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/safetyBerth: guarded parking (order/safeParking/init). */
export function Page() {
  return <ServiceFormScreen formCode="safetyBerth" />;
}
