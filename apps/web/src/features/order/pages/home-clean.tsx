import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/homeclean: home cleaning. */
export function Page() {
  return <ServiceFormScreen formCode="homeClean" />;
}
