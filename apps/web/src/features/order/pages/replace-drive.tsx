import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/replaceDrive: book a designated driver (driverOrder/R00010063, then the encrypted R00010064). */
export function Page() {
  return <ServiceFormScreen formCode="designatedDriver" />;
}
