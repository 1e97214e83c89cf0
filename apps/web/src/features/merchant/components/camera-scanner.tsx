import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The phone camera as a QR reader: the rear camera's frames drawn onto a canvas
 * and read by jsQR (loaded with this component, only on the merchant screen).
 * The first code read is handed over and the camera stops; a camera that cannot
 * be opened says so, and typing the code stays the way.
 */
export default function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation('merchant');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    void (async () => {
      try {
        const [{ default: jsQR }, media] = await Promise.all([
          import('jsqr'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        ]);
        stream = media;
        const el = video.current;
        if (stopped || !el || !context) return;
        el.srcObject = media;
        await el.play();
        const tick = () => {
          if (stopped) return;
          if (el.readyState >= el.HAVE_CURRENT_DATA && el.videoWidth > 0) {
            canvas.width = el.videoWidth;
            canvas.height = el.videoHeight;
            context.drawImage(el, 0, 0);
            const image = context.getImageData(0, 0, canvas.width, canvas.height);
            const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
            if (found?.data) {
              stopped = true;
              onCode(found.data);
              return;
            }
          }
          frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);

  return failed ? (
    <p className="rc-m-hint" role="alert" data-testid="scan-failed">
      {t('scan.noCamera')}
    </p>
  ) : (
    <div className="rc-m-scan">
      <video ref={video} muted playsInline data-testid="scan-video" />
      <p className="rc-m-hint">{t('scan.hint')}</p>
    </div>
  );
}
