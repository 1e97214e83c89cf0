import { StoreLocation } from '../components/store-location.js';
import '../i18n/register.js';

/** /order/loadAMap: the chosen store on the map (Leaflet unless a vendor key is configured). */
export function Page() {
  return <StoreLocation />;
}
