import { ServiceFormScreen } from '../components/service-form-screen.js';
import { StoreBookingLink } from '../components/store-booking-link.js';

/** /order/carDisinfect: cabin and air-con disinfection at the car, or booked at a partner store. */
export function Page() {
  return (
    <>
      <StoreBookingLink serviceType="15" />
      <ServiceFormScreen formCode="carDisinfect" />
    </>
  );
}
