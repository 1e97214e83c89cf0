import { useTranslation } from 'react-i18next';
import type { LocationLinkPosition } from '@rc/contract';
import { showToast } from '../ui/overlays.js';
import { useApplyLinkPosition, useLinkPosition } from './api/link-position.js';
import { useOpenWorkOrders } from './api/open-work-orders.js';
import './i18n/register.js';
import './location-link.css';
import { formatCoordinates, formatTime } from '../format/format.js';

type Place = NonNullable<LocationLinkPosition['place']>;

const hasFix = (p: Place) => p.lng !== 0 || p.lat !== 0;

/**
 * Under a location link just made: waiting for the customer, then where they
 * are (address, coordinates and a hand-off to the phone's maps), and a tap that
 * makes it the rescue address of one of the creator's work orders in progress.
 * The place is shown only here, to the link's creator, and never logged.
 */
export function LinkPositionWatch({ trackCode }: { trackCode: string }) {
  const { t } = useTranslation('locationLink');
  const position = useLinkPosition(trackCode);
  const data = position.data;
  return (
    <section className="rc-ll-card rc-ll-watch" data-testid="link-position" data-state={data?.state ?? ''}>
      <h1>{t('watch.title')}</h1>
      {position.isError && !data ? (
        <p>
          {t('watch.failed')}{' '}
          <button type="button" className="rc-ll-text-button" onClick={() => void position.refetch()}>
            {t('watch.retry')}
          </button>
        </p>
      ) : !data || data.state === 'waiting' ? (
        <div className="rc-ll-waiting" role="status">
          <span className="rc-ll-pulse" aria-hidden="true" />
          <div>
            <p className="rc-ll-strong">{t('watch.waiting')}</p>
            <p>{t('watch.waitingHint')}</p>
          </div>
        </div>
      ) : data.state === 'expired' || !data.place ? (
        <p className="rc-ll-strong">{t('watch.expired')}</p>
      ) : (
        <ReportedPlace trackCode={trackCode} place={data.place} reportedAt={data.reportedAt} />
      )}
    </section>
  );
}

function ReportedPlace(props: { trackCode: string; place: Place; reportedAt: string | null }) {
  const { t } = useTranslation('locationLink');
  const { place } = props;
  const coordinates = formatCoordinates(place);
  // A located customer's address is their coordinates (intelligentRescue): said once, not twice.
  const showCoordinates = hasFix(place) && place.address !== coordinates;
  const copy = () =>
    void navigator.clipboard.writeText(place.address).then(
      () => showToast(t('watch.copied')),
      () => showToast(t('watch.copyFailed')),
    );
  return (
    <>
      <p>{props.reportedAt ? t('watch.reported', { time: formatTime(props.reportedAt) }) : null}</p>
      {hasFix(place) ? null : <p>{t('watch.typedOnly')}</p>}
      <p className="rc-ll-place" data-testid="link-position-address">
        {place.address}
      </p>
      {showCoordinates ? (
        <p data-testid="link-position-coordinates">{t('watch.coordinates', { place: coordinates })}</p>
      ) : null}
      <div className="rc-ll-actions">
        {hasFix(place) ? (
          <a
            className="rc-form-primary rc-ll-link-button"
            href={`geo:${place.lat},${place.lng}?q=${place.lat},${place.lng}`}
          >
            {t('watch.openMap')}
          </a>
        ) : null}
        <button type="button" className="rc-form-ghost" onClick={copy}>
          {t('watch.copy')}
        </button>
      </div>
      <ApplyToWorkOrder trackCode={props.trackCode} />
    </>
  );
}

/** One tap per work order in progress: the reported place becomes its rescue address. */
function ApplyToWorkOrder({ trackCode }: { trackCode: string }) {
  const { t } = useTranslation('locationLink');
  const open = useOpenWorkOrders(true);
  const apply = useApplyLinkPosition();
  const list = open.data ?? [];
  if (open.isPending) return null;
  return (
    <div className="rc-ll-apply" data-testid="link-position-apply">
      <h2>{t('watch.applyTitle')}</h2>
      {list.length === 0 ? (
        <p>{t('watch.noWorkOrder')}</p>
      ) : (
        <>
          <p>{t('watch.applyLead')}</p>
          <ul className="rc-ll-orders">
            {list.map((w) => {
              const done = apply.isSuccess && apply.variables.subTicketId === w.subTicketId;
              return (
                <li key={w.subTicketId} data-ticket={w.ticketId}>
                  <div>
                    <span className="rc-ll-strong">
                      {w.plateNumber} · {w.serviceTypeName}
                    </span>
                    <small>{done ? t('watch.applied', { ticket: w.ticketId }) : w.place.address}</small>
                  </div>
                  <button
                    type="button"
                    className="rc-form-primary"
                    disabled={apply.isPending || done}
                    data-testid="link-position-apply-button"
                    onClick={() =>
                      apply.mutate(
                        { trackCode, ticketId: w.ticketId, subTicketId: w.subTicketId },
                        { onSuccess: () => showToast(t('watch.applied', { ticket: w.ticketId })) },
                      )
                    }
                  >
                    {t('watch.applyTo')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
