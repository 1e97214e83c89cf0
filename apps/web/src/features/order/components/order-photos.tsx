import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedImage } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useDeleteOrderImage, useUploadOrderImage, type OrderRef } from '../api/order-images.js';

const maxPhotos = 9;

/**
 * Photos for an order: take or pick (camera or album), preview, delete. Without
 * an order reference they wait for the form's submit; with one they join that
 * ongoing order at once. `editable` false shows them only.
 */
export function OrderPhotos({
  images,
  onChange,
  orderRef,
  editable = true,
}: {
  images: UploadedImage[];
  onChange?: (images: UploadedImage[]) => void;
  orderRef?: OrderRef;
  editable?: boolean;
}) {
  const { t } = useTranslation('order');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadOrderImage(orderRef);
  const remove = useDeleteOrderImage();
  return (
    <div className="rc-order-photos" data-testid="order-photos">
      {images.map((img, i) => (
        <figure key={img.imageId} className="rc-order-photo" data-testid="order-photo">
          <img src={img.url} alt={t('photos.alt', { n: i + 1 })} />
          {editable ? (
            <button
              type="button"
              aria-label={t('photos.delete')}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(img.imageId, {
                  onSuccess: () => onChange?.(images.filter((x) => x.imageId !== img.imageId)),
                })
              }
            >
              ×
            </button>
          ) : null}
        </figure>
      ))}
      {editable && images.length < maxPhotos ? (
        <button
          type="button"
          className="rc-order-photo rc-order-photo--add"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <span aria-hidden="true">＋</span>
          <small>{upload.isPending ? t('photos.uploading') : t('photos.add')}</small>
        </button>
      ) : null}
      {editable ? (
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="order-photo-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            upload.mutate(file, {
              onSuccess: (img) => {
                onChange?.([...images, img]);
                showToast(t('photos.added'));
              },
            });
          }}
        />
      ) : null}
    </div>
  );
}
