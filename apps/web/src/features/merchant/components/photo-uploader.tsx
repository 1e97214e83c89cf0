import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedImage } from '@rc/contract';
import { useDeleteImage, useUploadImage } from '../api/images.js';

/** Proof photos before completing: add (camera or album), preview, delete. */
export function PhotoUploader({
  images,
  onChange,
}: {
  images: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
}) {
  const { t } = useTranslation('merchant');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const remove = useDeleteImage();
  return (
    <div className="rc-m-photos">
      {images.map((img) => (
        <figure key={img.imageId} className="rc-m-photo">
          <img src={img.url} alt="" />
          <button
            type="button"
            aria-label={t('order.deletePhoto')}
            onClick={() =>
              remove.mutate(img.imageId, {
                onSuccess: () => onChange(images.filter((i) => i.imageId !== img.imageId)),
              })
            }
          >
            ×
          </button>
        </figure>
      ))}
      {images.length < 9 ? (
        <button
          type="button"
          className="rc-m-photo rc-m-photo--add"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <span aria-hidden="true">＋</span>
          <small>{upload.isPending ? t('order.uploading') : t('order.addPhoto')}</small>
        </button>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        data-testid="photo-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) upload.mutate(file, { onSuccess: (img) => onChange([...images, img]) });
        }}
      />
    </div>
  );
}
