import { useParams } from 'react-router';
import { OrderDetailView } from '../components/order-detail-view.js';
import '../i18n/register.js';

/** /order/checkDetail/:id: an order with its progress, service code and cancel (order/R00010015). */
export function Page() {
  const { id = '' } = useParams();
  return <OrderDetailView id={id} />;
}
