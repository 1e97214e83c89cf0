import { Navigate, useLocation } from 'react-router';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * /order/breakdownRescue: the rescue right's screen. The request form lives at
 * /rescue/application (one form, one set of rules); this route opens it with
 * the query it was given.
 */
export function Page() {
  const { search } = useLocation();
  return <Navigate to={pathTo('/rescue/application', { search: new URLSearchParams(search) })} replace />;
}
