import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { CameraShot, UploadedImage } from '@rc/contract';
import { isApiError } from '../../../shared/api/api-error.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { forgetTakenPhoto, rememberTakenPhoto } from '../../../shared/service-form/taken-photos.js';
import { useUploadCameraShot } from '../api/camera-shot.js';
import { useDeleteOrderImage, type OrderRef } from '../api/order-images.js';
import { useOrderDetail } from '../api/order-detail.js';
import { useServiceFormInit } from '../api/service-form-init.js';
import '../i18n/services-register.js';
import '../components/order.css';
import '../components/services.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** What a shot can show, in the order the chips offer them. */
const shots: readonly CameraShot[] = ['damage', 'odometer', 'plate', 'vin', 'other'];
/** Photos one order holds in all (the server's limit for an order). */
const perOrder = 9;
/** The paint booking's photo limit when its description cannot be read. */
const bookingFallback = 6;

interface Taken extends UploadedImage {
  shot: CameraShot;
}

/**
 * /order/camera: photos taken with the phone's camera (order/R00010303), each
 * marked with what it shows. Without a query they wait for the paint booking
 * (as many as its form takes) and go on to the panel diagram; with
 * `?orderPrimaryId=&primaryCheck=` they join that ongoing order at once.
 */
export function Page() {
  const [params] = useSearchParams();
  const id = params.get('orderPrimaryId') ?? '';
  const check = params.get('primaryCheck') ?? '';
  return id && check ? <ForOrder orderRef={{ orderPrimaryId: id, primaryCheck: check }} /> : <ForBooking />;
}

function Loading() {
  return (
    <div className="rc-order-page rc-order-page--center">
      <DotLoading color="primary" />
    </div>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('services');
  return (
    <div className="rc-order-page">
      <ErrorBlock status="default" title={t('loadFailed')} description="">
        <Button color="primary" fill="outline" onClick={retry}>
          {t('retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

/** Photos for the paint booking about to be written: the form's own limit, then the diagram. */
function ForBooking() {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const init = useServiceFormInit('paintRepair');
  const [taken, setTaken] = useState<Taken[]>([]);
  const couponId = useSearchParams()[0].get('couponId');
  if (init.isPending) return <Loading />;
  if (init.isError) return <LoadFailed retry={() => void init.refetch()} />;
  const field = init.data.form.fields.find((f) => f.kind === 'images');
  const max = field?.kind === 'images' ? field.maxCount : bookingFallback;
  return (
    <ShotsScreen
      lead={t('camera.lead')}
      max={max}
      taken={taken}
      onTaken={(shot) => {
        rememberTakenPhoto(shot.imageId, shot.url);
        setTaken((cur) => [...cur, shot]);
      }}
      onDeleted={(imageId) => {
        forgetTakenPhoto(imageId);
        setTaken((cur) => cur.filter((x) => x.imageId !== imageId));
      }}
      action={
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          data-testid="camera-next"
          onClick={() => {
            const next = new URLSearchParams();
            if (taken.length > 0) next.set('photos', taken.map((x) => x.imageId).join(','));
            if (couponId) next.set('couponId', couponId);
            void navigate(pathTo('/order/lacquerFaceNumber', { search: next }));
          }}
        >
          {t('camera.next', { count: taken.length })}
        </Button>
      }
    />
  );
}

/** Photos added to an ongoing order: what it holds already counts towards its limit. */
function ForOrder({ orderRef }: { orderRef: OrderRef }) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const detail = useOrderDetail(orderRef.orderPrimaryId);
  const [taken, setTaken] = useState<Taken[]>([]);
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed retry={() => void detail.refetch()} />;
  const o = detail.data;
  if (!o.canCancel)
    return (
      <div className="rc-order-page">
        <ErrorBlock status="default" title={t('camera.closed')} description="">
          <Button color="primary" fill="outline" onClick={() => void navigate(-1)}>
            {t('back')}
          </Button>
        </ErrorBlock>
      </div>
    );
  const mine = new Set(taken.map((x) => x.imageId));
  const earlier = o.images.filter((i) => !mine.has(i.imageId)).length;
  return (
    <ShotsScreen
      lead={t('camera.orderLead', { orderNo: o.ticketId ?? '' })}
      max={Math.max(0, perOrder - earlier)}
      taken={taken}
      orderRef={orderRef}
      onTaken={(shot) => setTaken((cur) => [...cur, shot])}
      onDeleted={(imageId) => setTaken((cur) => cur.filter((x) => x.imageId !== imageId))}
      action={
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          data-testid="camera-done"
          onClick={() => void navigate(-1)}
        >
          {t('camera.done')}
        </Button>
      }
    />
  );
}

function ShotsScreen(props: {
  lead: string;
  max: number;
  taken: readonly Taken[];
  orderRef?: OrderRef;
  onTaken: (shot: Taken) => void;
  onDeleted: (imageId: string) => void;
  action: ReactNode;
}) {
  const { t } = useTranslation('services');
  const [shot, setShot] = useState<CameraShot>('damage');
  const upload = useUploadCameraShot(props.orderRef);
  const remove = useDeleteOrderImage();
  const full = props.taken.length >= props.max;
  return (
    <div className="rc-order-page rc-svc" data-testid="camera-screen">
      <section className="rc-svc-card">
        <p className="rc-svc-lead">{props.lead}</p>
        <div className="rc-camera-shots" role="radiogroup" aria-label={t('camera.what')}>
          {shots.map((s) => (
            <button
              key={s}
              type="button"
              role="radio"
              aria-checked={s === shot}
              className="rc-camera-shot"
              onClick={() => setShot(s)}
            >
              {t(`camera.${s}`)}
            </button>
          ))}
        </div>
      </section>
      <section className="rc-svc-card">
        <div className="rc-camera-head">
          <h2 className="rc-svc-subtitle">{t('camera.taken')}</h2>
          <span className="rc-camera-count" data-testid="camera-count">
            {t('camera.count', { count: props.taken.length, max: props.max })}
          </span>
        </div>
        {props.taken.length === 0 && !upload.isPending ? (
          <p className="rc-svc-lead" data-testid="camera-empty">
            {t('camera.empty')}
          </p>
        ) : null}
        <div className="rc-order-photos">
          {props.taken.map((x, i) => (
            <figure key={x.imageId} className="rc-order-photo" data-testid="camera-photo">
              <img src={x.url} alt={t('camera.alt', { n: i + 1, what: t(`camera.${x.shot}`) })} />
              <figcaption className="rc-camera-caption">{t(`camera.${x.shot}`)}</figcaption>
              <button
                type="button"
                aria-label={t('camera.delete')}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(x.imageId, {
                    onSuccess: () => props.onDeleted(x.imageId),
                  })
                }
              >
                ×
              </button>
            </figure>
          ))}
          {upload.isPending ? (
            <div className="rc-order-photo rc-camera-pending" aria-live="polite">
              <DotLoading color="primary" />
              <small>{t('camera.uploading')}</small>
            </div>
          ) : null}
        </div>
        {full ? (
          <p className="rc-camera-full" role="status" data-testid="camera-full">
            {t('camera.full', { max: props.max })}
          </p>
        ) : null}
      </section>
      <div className="rc-order-fab rc-camera-actions">
        {/* A label around the input opens the camera in the WeChat browser too (no scripted click). */}
        <label
          className={`rc-svc-button${full || upload.isPending ? ' rc-camera-take--off' : ''}`}
          aria-disabled={full || upload.isPending}
        >
          {upload.isPending ? t('camera.uploading') : t('camera.take', { what: t(`camera.${shot}`) })}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            disabled={full || upload.isPending}
            data-testid="camera-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              upload.mutate(
                { file, shot },
                {
                  onSuccess: (saved) =>
                    props.onTaken({ imageId: saved.imageId, url: saved.url, shot: saved.shot }),
                  // A refusal is already shown by its status; only a lost connection needs words here.
                  onError: (err) => {
                    if (!isApiError(err) || err.kind !== 'status') showToast(t('camera.failed'));
                  },
                },
              );
            }}
          />
        </label>
        {props.action}
      </div>
    </div>
  );
}
