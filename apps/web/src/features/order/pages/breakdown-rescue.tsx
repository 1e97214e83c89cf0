import { Navigate, useLocation } from 'react-router';

/**
 * /order/breakdownRescue: the rescue right's screen. The request form lives at
 * /rescue/application (one form, one set of rules); this route opens it with
 * the query it was given.
 */
export function Page() {
  const { search } = useLocation();
  return <Navigate to={`/rescue/application${search}`} replace />;
}
