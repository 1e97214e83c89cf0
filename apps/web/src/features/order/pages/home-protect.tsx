import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/homeprotect: appliance cleaning at home. */
export function Page() {
  return <ServiceFormScreen formCode="homeProtect" />;
}
