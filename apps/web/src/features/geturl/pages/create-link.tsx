import { LocationLinkForm } from '../../../shared/location-link/location-link-form.js';
import '../components/geturl.css';

/** /geturl/createlink: a one-time location link to text to a stranded customer. */
export function Page() {
  return (
    <div className="rc-gu">
      <LocationLinkForm />
    </div>
  );
}
