import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import Button from 'antd-mobile/es/components/button';
import type { CouponDetail } from '@rc/contract';
import { useRedemptionCode } from '../api/coupon-redemption-code.js';
import { CouponBarcode } from './coupon-barcode.js';
import { groupCode } from './coupon-status.js';
import { formatTime } from '../../../shared/format/format.js';

/**
 * The code to show a store: QR code, barcode and text. Until the customer taps
 * "show code" only the masked code is on the page (a blurred stand-in takes the
 * QR's place); the full code is fetched then (rights/R00010028) and is good for
 * a few minutes, so a screenshot passed around soon stops working.
 */
export function CouponCodePanel({ coupon, usable }: { coupon: CouponDetail; usable: boolean }) {
  const { t } = useTranslation('coupons');
  const [shown, setShown] = useState(false);
  const code = useRedemptionCode(coupon.id, usable && shown);
  const full = shown && code.data ? code.data : null;

  return (
    <section className="rc-coupon-code" aria-label={t('detail.qrAlt')}>
      <div className={`rc-coupon-code__qr${full ? '' : ' rc-coupon-code__qr--hidden'}`}>
        {full ? (
          <QRCodeSVG
            value={full.qrContent}
            size={176}
            level="M"
            marginSize={2}
            title={t('detail.qrAlt')}
            data-testid="coupon-qr"
          />
        ) : (
          <QRCodeSVG value={`coupon:${coupon.id}`} size={176} level="L" marginSize={2} aria-hidden="true" />
        )}
        {!full && usable ? (
          <Button
            color="primary"
            shape="rounded"
            className="rc-coupon-code__reveal"
            loading={shown && code.isFetching}
            onClick={() => {
              if (shown) void code.refetch();
              setShown(true);
            }}
          >
            {t('detail.showCode')}
          </Button>
        ) : null}
      </div>
      {full ? <CouponBarcode value={full.code} label={t('detail.barcodeAlt')} /> : null}
      <p className="rc-coupon-code__text" data-testid="coupon-code-text">
        {groupCode(full ? full.code : coupon.code)}
      </p>
      {!usable ? (
        <p className="rc-coupon-code__hint">{t('detail.codeUnavailable')}</p>
      ) : full ? (
        <>
          <p className="rc-coupon-code__hint">{t('detail.codeHint')}</p>
          <p className="rc-coupon-code__hint rc-coupon-code__hint--small">
            {t('detail.codeExpires', { time: formatTime(full.expiresAt) })}
          </p>
          <div className="rc-coupon-code__tools">
            <Button
              size="small"
              fill="none"
              className="rc-coupon-code__tool"
              onClick={() => void code.refetch()}
            >
              {t('detail.refreshCode')}
            </Button>
            <Button size="small" fill="none" className="rc-coupon-code__tool" onClick={() => setShown(false)}>
              {t('detail.hideCode')}
            </Button>
          </div>
        </>
      ) : (
        <p className="rc-coupon-code__hint">{t('detail.codeMaskedHint')}</p>
      )}
    </section>
  );
}
