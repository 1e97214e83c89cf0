import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { carPanels, type ServiceFormValue } from '@rc/contract';
import { takenPhotoUrl } from '../../../shared/service-form/taken-photos.js';
import { ServiceFormScreen } from '../components/service-form-screen.js';

/**
 * /order/paintrepairtwo: the paint-repair booking, starting from the panels
 * and car class picked on the diagram and the photos taken on /order/camera (those whose
 * thumbnails this visit still knows).
 */
export function Page() {
  const [params] = useSearchParams();
  const initialValues = useMemo(() => {
    const out: Record<string, ServiceFormValue> = {};
    const panels = (params.get('panels') ?? '')
      .split(',')
      .filter((p) => (carPanels as readonly string[]).includes(p));
    if (panels.length > 0) out.panels = panels;
    const photos = (params.get('photos') ?? '').split(',').filter((id) => takenPhotoUrl(id) !== undefined);
    if (photos.length > 0) out.photos = photos;
    // The class chosen on the diagram screen; one the form does not offer is refused there like any answer.
    const carClass = params.get('carClass') ?? '';
    if (/^[A-Za-z]{1,32}$/.test(carClass)) out.carClass = carClass;
    return out;
  }, [params]);
  return <ServiceFormScreen formCode="paintRepair" initialValues={initialValues} />;
}
