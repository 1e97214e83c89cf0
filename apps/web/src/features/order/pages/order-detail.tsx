import { useParams } from 'react-router';
import { OrderDetailView } from '../components/order-detail-view.js';
import '../i18n/register.js';

/** /order/orderdetail/:id: the order screen a service form lands on after submitting. */
export function Page() {
  const { id = '' } = useParams();
  return <OrderDetailView id={id} />;
}
