import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/safetyMonitor: a 28-point safety check. */
export function Page() {
  return <ServiceFormScreen formCode="safetyMonitor" />;
}
