import { LocationLinkForm } from '../../../shared/location-link/location-link-form.js';
import { LinkPositionWatch } from '../../../shared/location-link/link-position-watch.js';
import '../components/geturl.css';

/**
 * /geturl/createlink: a one-time location link to text to a stranded customer,
 * then, on the same screen, the position the customer sends through it.
 */
export function Page() {
  return (
    <div className="rc-gu">
      <LocationLinkForm
        renderAfter={(link) => <LinkPositionWatch key={link.trackCode} trackCode={link.trackCode} />}
      />
    </div>
  );
}
