import { useParams } from 'react-router';
import { FormOrderView } from '../components/form-order-view.js';

/** /order/safeDetail/:id: a guarded or valet parking booking with its answers, progress and cancel. */
export function Page() {
  const { id = '' } = useParams();
  return <FormOrderView id={id} />;
}
