import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Popup from 'antd-mobile/es/components/popup';

const CameraScanner = lazy(() => import('./camera-scanner.js'));

interface WxScanner {
  scanQRCode(options: {
    needResult: 0 | 1;
    scanType: string[];
    success: (res: { resultStr?: string }) => void;
    fail?: () => void;
  }): void;
}

/** WeChat's own scanner when the page runs inside WeChat with the JS-SDK loaded. */
function weChatScanner(): WxScanner | null {
  const wx = (window as unknown as { wx?: Partial<WxScanner> }).wx;
  return /MicroMessenger/i.test(navigator.userAgent) && typeof wx?.scanQRCode === 'function'
    ? (wx as WxScanner)
    : null;
}

/**
 * The scan button of the merchant home: WeChat's scanner inside WeChat, the
 * camera elsewhere. What it reads is handed to `onCode`, which looks it up
 * exactly as a typed code.
 */
export function ScanButton({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation('merchant');
  const [open, setOpen] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const handOver = useCallback(
    (text: string) => {
      setOpen(false);
      onCode(text.trim());
    },
    [onCode],
  );
  const start = () => {
    const wx = weChatScanner();
    if (wx) {
      wx.scanQRCode({
        needResult: 1,
        scanType: ['qrCode'],
        success: (res) => {
          if (res.resultStr) handOver(res.resultStr);
        },
        fail: () => setOpen(true),
      });
      return;
    }
    setCameraFailed(!navigator.mediaDevices?.getUserMedia);
    setOpen(true);
  };
  return (
    <>
      <Button block color="primary" fill="outline" onClick={start} data-testid="merchant-scan">
        {t('home.scan')}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} destroyOnClose bodyClassName="rc-m-scan-sheet">
        <h3>{t('scan.title')}</h3>
        {cameraFailed ? (
          <p className="rc-m-hint" role="alert">
            {t('scan.noCamera')}
          </p>
        ) : open ? (
          <Suspense fallback={<DotLoading />}>
            <CameraScanner onCode={handOver} />
          </Suspense>
        ) : null}
        <Button block onClick={() => setOpen(false)}>
          {t('scan.close')}
        </Button>
      </Popup>
    </>
  );
}
