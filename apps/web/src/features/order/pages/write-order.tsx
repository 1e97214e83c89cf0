import { useSearchParams } from 'react-router';
import { CarWashOrderForm } from '../components/car-wash-order-form.js';
import { NetworkServiceForm } from '../components/network-service-form.js';

/** The car-wash kinds a car-wash store takes (wash, branch wash, VIP detailing), as the server's orderInit. */
const carWashTypes = ['9', '31', '44'];

/**
 * /order/writeorder: the order form of a network store's service. A car wash
 * is booked at the store picked on the map (coonetwork/orderInit, the encrypted
 * orderSubmit); the standard and value-added services (paint, disinfection,
 * tyres...) pick where and which store on the form itself (tyorderInit,
 * placeType, placeName, vasOrderSubmit).
 */
export function Page() {
  const [params] = useSearchParams();
  const serviceType = params.get('serviceType') ?? '9';
  return carWashTypes.includes(serviceType) ? (
    <CarWashOrderForm serviceType={serviceType} />
  ) : (
    <NetworkServiceForm serviceType={serviceType} />
  );
}
