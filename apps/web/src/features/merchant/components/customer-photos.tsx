import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import type { CustomerOrderPhoto } from '@rc/contract';

/**
 * The customer's photos of the order this merchant serves: thumbnails labelled
 * by what each shows, tap one to view it large (and swipe through the rest).
 * Plate and VIN shots the customer has not agreed to share are only counted.
 */
export function CustomerPhotos({ photos, withheld }: { photos: CustomerOrderPhoto[]; withheld: number }) {
  const { t } = useTranslation('merchant');
  const [viewing, setViewing] = useState(false);
  const [start, setStart] = useState(0);
  if (photos.length === 0 && withheld === 0) return null;
  const label = (p: CustomerOrderPhoto | undefined) => t(`order.shot.${p?.shot ?? 'form'}`);
  return (
    <section className="rc-m-card" data-testid="customer-photos">
      <h3>{t('order.customerPhotos')}</h3>
      {photos.length > 0 ? (
        <div className="rc-m-photos">
          {photos.map((p, i) => (
            <figure key={p.imageId} className="rc-m-photo" data-testid="customer-photo">
              <button
                type="button"
                className="rc-m-photo__open"
                aria-label={t('order.viewPhoto', { n: i + 1, what: label(p) })}
                onClick={() => {
                  setStart(i);
                  setViewing(true);
                }}
              >
                <img src={p.url} alt="" />
              </button>
              <figcaption className="rc-m-photo__kind">{label(p)}</figcaption>
            </figure>
          ))}
        </div>
      ) : null}
      {withheld > 0 ? <p className="rc-m-hint">{t('order.photosWithheld', { count: withheld })}</p> : null}
      {/* Keyed by the tapped photo: the viewer takes its first index only when it mounts. */}
      <ImageViewer.Multi
        key={start}
        images={photos.map((p) => p.url)}
        defaultIndex={start}
        visible={viewing}
        onClose={() => setViewing(false)}
        renderFooter={(_, i) => <p className="rc-m-viewer-kind">{label(photos[i])}</p>}
      />
    </section>
  );
}
