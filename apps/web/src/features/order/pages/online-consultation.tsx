import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/onlineConsultation: book an online consultation; its detail is /order/onlineConsultationDetail/:id. */
export function Page() {
  return <ServiceFormScreen formCode="onlineConsultation" />;
}
