import { LocationLinkForm } from '../../../shared/location-link/location-link-form.js';
import '../components/accident.css';

/** /accident/getlink: a one-time location link to text to a customer who cannot say where they are. */
export function Page() {
  return (
    <div className="rc-acc">
      <LocationLinkForm />
    </div>
  );
}
