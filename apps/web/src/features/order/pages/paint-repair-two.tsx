import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { carPanels } from '@rc/contract';
import { ServiceFormScreen } from '../components/service-form-screen.js';

/** /order/paintrepairtwo: the paint-repair booking, starting from the panels picked on the diagram. */
export function Page() {
  const [params] = useSearchParams();
  const panels = useMemo(
    () => (params.get('panels') ?? '').split(',').filter((p) => (carPanels as readonly string[]).includes(p)),
    [params],
  );
  return <ServiceFormScreen formCode="paintRepair" initialValues={panels.length > 0 ? { panels } : {}} />;
}
