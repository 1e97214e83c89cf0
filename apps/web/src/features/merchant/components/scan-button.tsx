import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import Popup from 'antd-mobile/es/components/popup';
import { weChatForThisPage } from '../../../shared/wechat/js-sdk.js';

const CameraScanner = lazy(() => import('./camera-scanner.js'));

/**
 * The scan button of the merchant home: WeChat's scanner inside WeChat, the
 * camera (jsQR) elsewhere. What it reads is handed to `onCode`, which looks it up
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
  const openCamera = () => {
    setCameraFailed(!navigator.mediaDevices?.getUserMedia);
    setOpen(true);
  };
  // Inside WeChat its own scanner (the JS-SDK signed for this page, with scanQRCode);
  // elsewhere, or when WeChat's scanner is unavailable or fails, the camera.
  const start = async () => {
    const wx = await weChatForThisPage();
    if (!wx) {
      openCamera();
      return;
    }
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode'],
      success: (res) => {
        if (res.resultStr) handOver(res.resultStr);
      },
      fail: openCamera,
    });
  };
  return (
    <>
      <Button block color="primary" fill="outline" onClick={() => void start()} data-testid="merchant-scan">
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
