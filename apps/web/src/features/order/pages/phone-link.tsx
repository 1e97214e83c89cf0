import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/phonelink: a lawyer's call-back in a chosen slot. */
export function Page() {
  return <ServiceFormScreen formCode="phoneLink" />;
}
