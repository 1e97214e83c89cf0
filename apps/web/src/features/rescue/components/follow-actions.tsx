import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import type { RescueFollow } from '@rc/contract';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import type { RescueRef } from '../api/follow-rescue.js';
import {
  cancelReasons,
  useCancelRescue,
  useChangeDestination,
  useShareRescue,
  type CancelReason,
} from '../api/rescue-actions.js';
import { DestinationPicker } from './destination-picker.js';
import '../i18n/register.js';

/** The code the customer tells the rescuer when they meet; large, so it reads at arm's length at night. */
export function MeetingCode({ follow }: { follow: RescueFollow }) {
  const { t } = useTranslation('rescue');
  if (!follow.meetingCode) return null;
  return (
    <section className="rc-rescue-card rc-rescue-meet" data-testid="rescue-meeting-code">
      <h2>{t('follow.meetTitle')}</h2>
      <p className="rc-rescue-meet__code" aria-label={follow.meetingCode.split('').join(' ')}>
        {follow.meetingCode}
      </p>
      <p className="rc-rescue-hint">{t('follow.meetHint')}</p>
    </section>
  );
}

/** How it ended, named; unsuccessful with the rescuer's reason. */
export function OutcomeCard({ follow }: { follow: RescueFollow }) {
  const { t } = useTranslation('rescue');
  if (!follow.outcome) return null;
  return (
    <section className="rc-rescue-card" data-testid="rescue-outcome">
      <h2>{t(`outcome.${follow.outcome}`)}</h2>
      {follow.outcomeReason ? <p className="rc-rescue-hint">{follow.outcomeReason}</p> : null}
    </section>
  );
}

/** Share with family, change the destination, cancel: each only when the stage allows it. */
export function FollowActions({ follow, rescueRef }: { follow: RescueFollow; rescueRef: RescueRef }) {
  const { t } = useTranslation('rescue');
  const [cancelling, setCancelling] = useState(false);
  const [picking, setPicking] = useState(false);
  const share = useShareRescue(rescueRef);
  const open = follow.status !== 'completed' && follow.status !== 'cancelled';
  if (!open) return null;

  const shareLink = () =>
    share.mutate(undefined, {
      onSuccess: ({ url }) => {
        const full = `${window.location.origin}${url}`;
        const sent =
          typeof navigator.share === 'function'
            ? navigator.share({ title: t('share.title'), url: full })
            : navigator.clipboard.writeText(full).then(() => showToast(t('share.copied')));
        // The customer closing the share sheet is not an error worth a word.
        sent.catch(() => undefined);
      },
    });

  return (
    <section className="rc-rescue-card">
      <ul className="rc-rescue-menu">
        <li>
          <button type="button" onClick={shareLink} disabled={share.isPending} data-testid="rescue-share">
            {t('share.action')}
            <small>{t('share.hint')}</small>
          </button>
        </li>
        {follow.canChangeDestination ? (
          <li>
            <button type="button" onClick={() => setPicking(true)} data-testid="rescue-change-destination">
              {t('destination.change')}
              <small>{follow.destination?.address ?? t('application.destinationNone')}</small>
            </button>
          </li>
        ) : null}
        {follow.canCancel ? (
          <li>
            <button
              type="button"
              className="rc-rescue-menu__danger"
              onClick={() => setCancelling(true)}
              data-testid="rescue-cancel"
            >
              {t('cancel.action')}
              <small>{follow.stage === 'offered' ? t('cancel.hintFree') : t('cancel.hintOnWay')}</small>
            </button>
          </li>
        ) : follow.status === 'inService' ? (
          <li className="rc-rescue-hint">{t('cancel.onSite')}</li>
        ) : null}
      </ul>
      <CancelSheet visible={cancelling} onClose={() => setCancelling(false)} rescueRef={rescueRef} />
      <DestinationSheet
        visible={picking}
        onClose={() => setPicking(false)}
        rescueRef={rescueRef}
        near={follow.customerPlace}
      />
    </section>
  );
}

function CancelSheet(props: { visible: boolean; onClose: () => void; rescueRef: RescueRef }) {
  const { t } = useTranslation('rescue');
  const cancel = useCancelRescue(props.rescueRef);
  const pick = async (reason: CancelReason) => {
    const sure = await confirmDialog({
      title: t('cancel.confirmTitle'),
      content: t('cancel.confirmBody'),
      confirmText: t('cancel.confirm'),
      cancelText: t('cancel.keep'),
    });
    if (!sure) return;
    cancel.mutate(reason, {
      onSuccess: () => {
        props.onClose();
        showToast(t('cancel.done'));
      },
    });
  };
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName="rc-rescue-sheet">
      <h2>{t('cancel.why')}</h2>
      <ul className="rc-rescue-menu">
        {cancelReasons.map((r) => (
          <li key={r}>
            <button type="button" disabled={cancel.isPending} onClick={() => void pick(r)}>
              {t(`cancel.reason.${r}`)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="rc-form-ghost rc-rescue-sheet__close" onClick={props.onClose}>
        {t('cancel.keep')}
      </button>
    </Popup>
  );
}

function DestinationSheet(props: {
  visible: boolean;
  onClose: () => void;
  rescueRef: RescueRef;
  near: { lng: number; lat: number };
}) {
  const { t } = useTranslation('rescue');
  const change = useChangeDestination(props.rescueRef);
  return (
    <DestinationPicker
      visible={props.visible}
      near={props.near}
      busy={change.isPending}
      onClose={props.onClose}
      onPick={(d) =>
        change.mutate(d, {
          onSuccess: () => {
            props.onClose();
            showToast(t('destination.changed'));
          },
        })
      }
    />
  );
}
