import { useMemo } from 'react';
import { code128Bars } from './code128.js';

/** The code as a Code 128 barcode, drawn as SVG (crisp at any pixel ratio, no canvas). */
export function CouponBarcode({ value, label }: { value: string; label: string }) {
  const { bars, width } = useMemo(() => code128Bars(value), [value]);
  return (
    <svg
      className="rc-coupon-code__barcode"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${String(width)} 40`}
      preserveAspectRatio="none"
      data-testid="coupon-barcode"
    >
      <rect x="0" y="0" width={width} height="40" fill="#fff" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y="0" width={b.width} height="40" fill="#000" />
      ))}
    </svg>
  );
}
