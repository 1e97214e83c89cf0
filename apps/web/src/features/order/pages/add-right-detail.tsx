import { useParams } from 'react-router';
import { OrderDetailView } from '../components/order-detail-view.js';
import '../i18n/register.js';

/** /order/addRightDetail/:id: the order a right paid for, with its progress (the same detail view). */
export function Page() {
  const { id = '' } = useParams();
  return <OrderDetailView id={id} />;
}
