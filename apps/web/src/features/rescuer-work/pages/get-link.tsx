import { LinkPositionWatch } from '../../../shared/location-link/link-position-watch.js';
import { LocationLinkForm } from '../../../shared/location-link/location-link-form.js';
import '../components/accident.css';

/**
 * /accident/getlink: a one-time location link to text to a customer who cannot
 * say where they are, then the position they send through it.
 */
export function Page() {
  return (
    <div className="rc-acc">
      <LocationLinkForm
        renderAfter={(link) => <LinkPositionWatch key={link.trackCode} trackCode={link.trackCode} />}
      />
    </div>
  );
}
