import { useSearchParams } from 'react-router';
import { DriverProgressCard } from '../components/driver-progress-card.js';
import { FormOrderView } from '../components/form-order-view.js';

/** /order/driveDetail?id=: a designated-driver order with its live progress, answers and cancel. */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <FormOrderView
      id={id}
      extra={({ primaryCheck }) => <DriverProgressCard orderPrimaryId={id} primaryCheck={primaryCheck} />}
    />
  );
}
