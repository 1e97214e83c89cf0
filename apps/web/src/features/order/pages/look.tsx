import { useParams } from 'react-router';
import { OrderDetailView } from '../components/order-detail-view.js';
import '../i18n/register.js';

/** /order/look/:id: a read-only look at an order from a link or a right. */
export function Page() {
  const { id = '' } = useParams();
  return <OrderDetailView id={id} />;
}
