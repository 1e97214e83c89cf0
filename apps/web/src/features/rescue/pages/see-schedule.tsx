import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { RescueFollow } from '@rc/contract';
import { useFollowRescue, type RescueRef } from '../api/follow-rescue.js';
import { useRescueLive } from '../api/rescue-live.js';
import { FollowActions, MeetingCode, OutcomeCard } from '../components/follow-actions.js';
import { FamilyTrack } from '../components/family-track.js';
import { useUrgeRescue } from '../api/urge-rescue.js';
import { useMapConfig } from '../api/map-config.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { RescueFacts, RescueTimeline, RescuerCard, StageHeadline } from '../components/rescue-progress.js';
import { TrackMap } from '../components/track-map.js';
import '../i18n/register.js';
import '../components/rescue.css';

/**
 * /rescue/seeschedule: live progress (server-sent events; polling every 5 s
 * while the stream is down), the map, the rescuer, the meeting code, urge,
 * share, change of destination and cancel.
 */
export function Page() {
  const [search] = useSearchParams();
  const track = search.get('track');
  // A family tracking link (no sign-in): the read-only view.
  if (track) return <FamilyTrack code={track} />;
  return <CustomerSchedule />;
}

function CustomerSchedule() {
  const { t } = useTranslation('rescue');
  const [search] = useSearchParams();
  const orderPrimaryId = search.get('orderPrimaryId');
  const primaryCheck = search.get('primaryCheck');
  const ref = orderPrimaryId && primaryCheck ? { orderPrimaryId, primaryCheck } : null;
  const ended = (s: string | undefined) => s === 'completed' || s === 'cancelled';
  const [streamWanted, setStreamWanted] = useState(true);
  const { live } = useRescueLive(ref, streamWanted);
  const follow = useFollowRescue(ref, { live });
  const over = ended(follow.data?.status);
  useEffect(() => {
    if (over) setStreamWanted(false);
  }, [over]);

  if (!ref || follow.isError) {
    return (
      <div className="rc-rescue">
        <ErrorBlock status="empty" title={t('follow.missing')} description="" />
      </div>
    );
  }
  if (!follow.data) {
    return (
      <div className="rc-rescue">
        <div className="rc-rescue-card">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      </div>
    );
  }
  return <Schedule follow={follow.data} rescueRef={ref} live={live} />;
}

function Schedule({
  follow,
  rescueRef,
  live,
}: {
  follow: RescueFollow;
  rescueRef: RescueRef;
  live: boolean;
}) {
  const { t } = useTranslation('rescue');
  const map = useMapConfig();
  const urge = useUrgeRescue(rescueRef);
  const open = ['submitted', 'accepted', 'inService'].includes(follow.status);
  const wait = useCountdown(follow.urgeAfterSeconds);
  const truck = follow.rescuerPosition;
  const hasPlace = follow.customerPlace.lng !== 0 || follow.customerPlace.lat !== 0;

  return (
    <div className="rc-rescue" data-testid="rescue-schedule">
      <StageHeadline follow={follow} />
      <OutcomeCard follow={follow} />
      <MeetingCode follow={follow} />
      {hasPlace ? (
        <TrackMap
          tileUrl={map.data?.tileUrl ?? ''}
          customer={follow.customerPlace}
          truck={truck}
          trail={follow.trail}
          labels={{ you: t('follow.you'), truck: follow.rescuer?.vehicleNo ?? t('follow.truck') }}
        />
      ) : null}
      <RescuerCard follow={follow} rescueRef={rescueRef} />
      {open ? (
        <section className="rc-rescue-card">
          <div className="rc-rescue-row">
            <button
              type="button"
              className="rc-form-ghost"
              disabled={wait > 0 || urge.isPending}
              onClick={() => urge.mutate(undefined, { onSuccess: () => showToast(t('follow.urged')) })}
              data-testid="rescue-urge"
            >
              {wait > 0 ? t('follow.urgeWait', { seconds: wait }) : t('follow.urge')}
            </button>
            <span
              className={`rc-rescue-live${live ? ' rc-rescue-live--on' : ''}`}
              data-testid="rescue-live"
              data-live={live ? '1' : '0'}
            >
              {live ? t('follow.live') : t('follow.refreshing')}
            </span>
          </div>
          {follow.escalated ? <p className="rc-rescue-escalated">{t('follow.escalated')}</p> : null}
        </section>
      ) : null}
      <FollowActions follow={follow} rescueRef={rescueRef} />
      <RescueFacts follow={follow} />
      <RescueTimeline follow={follow} />
      <p className="rc-rescue-safety">{t('follow.safety')}</p>
    </div>
  );
}

/** Seconds left of a wait the server gave, counting down locally between polls. */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}
