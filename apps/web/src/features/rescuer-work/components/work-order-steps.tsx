import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkOrderDetail } from '@rc/contract';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { useUploadRescuePhoto } from '../api/rescue-photo.js';
import type { ProgressStep, RescueOutcome } from '../api/update-progress.js';
import '../i18n/register.js';

export type Go = (
  step: ProgressStep,
  extra?: { meetingCode?: string; outcome?: RescueOutcome; remark?: string },
) => void;

/** An offer addressed to this rescuer counts down; a pool offer says anyone may take it. */
export function OfferNotice({ w, go, busy }: { w: WorkOrderDetail; go: Go; busy: boolean }) {
  const { t } = useTranslation('accident');
  const left = useSecondsUntil(w.offerExpiresAt);
  if (w.status !== 'offered') return null;
  return (
    <section className="rc-acc-card rc-acc-offer" data-testid="work-offer">
      <p>{w.offerExpiresAt ? t('work.offerFor', { seconds: left }) : t('work.offerPool')}</p>
      {w.offerExpiresAt ? (
        <button
          type="button"
          className="rc-form-ghost"
          disabled={busy}
          onClick={() => go('declined')}
          data-testid="work-step-declined"
        >
          {t('work.decline')}
        </button>
      ) : null}
    </section>
  );
}

function useSecondsUntil(iso: string | null): number {
  const at = iso ? new Date(iso).getTime() : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** On site: the customer's code confirms the meeting; without them there, end as gone on arrival. */
export function MeetingStep({ w, go, busy }: { w: WorkOrderDetail; go: Go; busy: boolean }) {
  const { t } = useTranslation('accident');
  const [code, setCode] = useState('');
  if (w.status !== 'arrived' || w.meetingConfirmed) return null;
  const gone = async () => {
    const sure = await confirmDialog({
      title: t('work.gone'),
      content: t('work.goneConfirm'),
      confirmText: t('work.confirm'),
      cancelText: t('work.back'),
    });
    if (sure) go('finished', { outcome: 'goneOnArrival' });
  };
  return (
    <section className="rc-acc-card" data-testid="work-meeting">
      <h2>{t('work.meetTitle')}</h2>
      <p className="rc-acc-note">{t('work.meetLead')}</p>
      <div className="rc-acc-meet">
        <input
          className="rc-form-input rc-acc-meet__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          pattern="[0-9]{4}"
          aria-label={t('work.meetCode')}
          placeholder="0000"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
          data-testid="work-meeting-code"
        />
        <button
          type="button"
          className="rc-form-primary"
          disabled={busy || code.length !== 4}
          onClick={() => go('met', { meetingCode: code })}
          data-testid="work-step-met"
        >
          {t('work.meet')}
        </button>
      </div>
      <button type="button" className="rc-form-ghost" disabled={busy} onClick={() => void gone()}>
        {t('work.gone')}
      </button>
    </section>
  );
}

/** Once the meeting is confirmed: a rescue that could not be done ends with its reason. */
export function UnsuccessfulStep({ w, go, busy }: { w: WorkOrderDetail; go: Go; busy: boolean }) {
  const { t } = useTranslation('accident');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!w.actionable || !w.meetingConfirmed || !['arrived', 'inService'].includes(w.status)) return null;
  if (!open) {
    return (
      <button type="button" className="rc-form-ghost rc-acc-wide" onClick={() => setOpen(true)}>
        {t('work.unsuccessful')}
      </button>
    );
  }
  return (
    <section className="rc-acc-card">
      <h2>{t('work.unsuccessfulReason')}</h2>
      <textarea
        className="rc-form-input"
        rows={3}
        maxLength={200}
        placeholder={t('work.unsuccessfulPlaceholder')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="rc-acc-meet">
        <button type="button" className="rc-form-ghost" onClick={() => setOpen(false)}>
          {t('work.back')}
        </button>
        <button
          type="button"
          className="rc-form-primary"
          disabled={busy || reason.trim().length === 0}
          onClick={() => go('finished', { outcome: 'unsuccessful', remark: reason.trim() })}
        >
          {t('work.unsuccessfulSubmit')}
        </button>
      </div>
    </section>
  );
}

/** Photos of the scene and the work (the server strips their metadata). */
export function PhotoStrip({ w }: { w: WorkOrderDetail }) {
  const { t } = useTranslation('accident');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadRescuePhoto({ ticketId: w.ticketId, subTicketId: w.subTicketId });
  const canAdd = w.actionable && w.status !== 'offered' && w.photos.length < 9;
  if (!canAdd && w.photos.length === 0) return null;
  return (
    <section className="rc-acc-card" data-testid="work-photos">
      <h2>{t('work.photos')}</h2>
      {canAdd ? <p className="rc-acc-note">{t('work.photosLead')}</p> : null}
      <div className="rc-acc-photos">
        {w.photos.map((p) => (
          <img key={p.imageId} src={p.url} alt="" />
        ))}
        {canAdd ? (
          <button
            type="button"
            className="rc-acc-photos__add"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {t('work.photosAdd')}
          </button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) upload.mutate(file, { onSuccess: () => showToast(t('work.photoUploaded')) });
        }}
        data-testid="work-photo-input"
      />
    </section>
  );
}
