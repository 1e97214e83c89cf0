import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/carDisinfect: cabin and air-con disinfection. */
export function Page() {
  return <ServiceFormScreen formCode="carDisinfect" />;
}
