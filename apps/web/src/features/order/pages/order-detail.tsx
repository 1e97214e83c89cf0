import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { OrderDetailView } from '../components/order-detail-view.js';
import '../i18n/register.js';

/**
 * /order/orderdetail/:id: the order screen a booking lands on after submitting.
 * With `businessType` and `primaryCheck` in the address (what a booking's reply
 * names) it opens the order by order/R00010038; without, by the session alone.
 */
export function Page() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const businessType = params.get('businessType') ?? '';
  const primaryCheck = params.get('primaryCheck') ?? '';
  const opener = useMemo(
    () => (businessType && primaryCheck ? { businessType, primaryCheck } : null),
    [businessType, primaryCheck],
  );
  return <OrderDetailView id={id} opener={opener} />;
}
