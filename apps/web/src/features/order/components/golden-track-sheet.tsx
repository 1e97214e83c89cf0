import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Popup from 'antd-mobile/es/components/popup';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useGoldenTrack } from '../api/golden-orders.js';
import { StatusTag } from './status-tag.js';
import { StatusTimeline } from './status-timeline.js';
import { formatDateTime } from '../../../shared/format/format.js';

const GoldenTrailMap = lazy(() =>
  import('./golden-trail-map.js').then((m) => ({ default: m.GoldenTrailMap })),
);

/** One gold-service order's progress (order/R00010046): who serves it, where the vehicle is, the history. */
export function GoldenTrackSheet({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation('orderCare');
  const track = useGoldenTrack(orderId);
  const last = track.data?.points[track.data.points.length - 1];
  let body;
  if (track.isPending) {
    body = (
      <div className="rc-golden-sheet-section">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (track.isError) {
    body = (
      <ErrorBlock status="default" title={t('golden.trackFailed')} description="">
        <Button color="primary" fill="outline" onClick={() => void track.refetch()}>
          {t('people.retry')}
        </Button>
      </ErrorBlock>
    );
  } else {
    const d = track.data;
    body = (
      <>
        <div className="rc-golden-sheet-section">
          <p className="rc-golden-card__head">
            <strong>{d.serviceTypeName}</strong>
            <StatusTag status={d.status} />
          </p>
          <p className="rc-golden-card__item">{d.item}</p>
        </div>
        {d.worker ? (
          <dl className="rc-golden-worker" data-testid="golden-worker">
            <div>
              <dt>{t('golden.worker')}</dt>
              <dd>
                {d.worker.name} {d.worker.mobile}
              </dd>
            </div>
            {d.worker.vehicleNo ? (
              <div>
                <dt>{t('golden.vehicle')}</dt>
                <dd>{d.worker.vehicleNo}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <div className="rc-golden-sheet-section">
          <h3>{t('golden.trail')}</h3>
        </div>
        {last ? (
          <>
            <Suspense fallback={<div className="rc-golden-map" />}>
              <GoldenTrailMap points={d.points} fallback={t('golden.mapUnavailable')} />
            </Suspense>
            <p className="rc-golden-note">{t('golden.lastUpdate', { time: formatDateTime(last.at) })}</p>
          </>
        ) : (
          <p className="rc-golden-note">{t('golden.noTrail')}</p>
        )}
        <div className="rc-golden-sheet-section">
          <StatusTimeline history={d.history} />
        </div>
      </>
    );
  }
  return (
    <Popup
      visible={Boolean(orderId)}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyClassName="rc-care-sheet"
      destroyOnClose
    >
      <div data-testid="golden-track">
        <h2 className="rc-care-sheet__title">{t('golden.trackTitle')}</h2>
        {body}
      </div>
    </Popup>
  );
}
