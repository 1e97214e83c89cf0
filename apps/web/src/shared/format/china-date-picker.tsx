import { useState } from 'react';
import DatePicker from 'antd-mobile/es/components/date-picker';
import { chinaOffsetMs } from '@rc/contract';
import { formatDate, formatDateTime } from './format.js';
import './china-date-picker.css';

/*
 * antd-mobile's picker works in the phone's zone; the product's days and hours are
 * China's. The picker is given a "wall clock" Date whose local fields are China's,
 * and the answer is read back the same way, so a phone set to another zone still
 * picks 10:00 China time. The browser's native date inputs are not used: they speak
 * the phone's language (mm/dd/yyyy) whatever the app's.
 */

/** A local Date whose year..minute fields are China's at `at`. */
export function chinaWallClock(at: Date): Date {
  const c = new Date(at.getTime() + chinaOffsetMs);
  return new Date(c.getUTCFullYear(), c.getUTCMonth(), c.getUTCDate(), c.getUTCHours(), c.getUTCMinutes());
}

/** The instant whose China wall clock reads as `wall`'s local fields. */
export function fromChinaWallClock(wall: Date): Date {
  const utc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
  );
  return new Date(utc - chinaOffsetMs);
}

/**
 * A row-sized button that shows the chosen day (or day and time) in the app's format and
 * language, and opens antd-mobile's picker (its buttons follow the app language through
 * ConfigProvider).
 */
export function ChinaDatePicker({
  value,
  min,
  max,
  precision,
  placeholder,
  label,
  className,
  onChange,
}: {
  value: Date | null;
  min?: Date | undefined;
  max?: Date | undefined;
  precision: 'day' | 'minute';
  placeholder: string;
  label: string;
  className?: string | undefined;
  onChange: (at: Date) => void;
}) {
  const [open, setOpen] = useState(false);
  const text = value ? (precision === 'day' ? formatDate(value) : formatDateTime(value)) : '';
  return (
    <>
      <button
        type="button"
        className={className ?? 'rc-date-pick'}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {text || <span className="rc-date-pick__placeholder">{placeholder}</span>}
      </button>
      <DatePicker
        visible={open}
        title={label}
        precision={precision}
        value={value ? chinaWallClock(value) : null}
        {...(min ? { min: chinaWallClock(min) } : {})}
        {...(max ? { max: chinaWallClock(max) } : {})}
        onClose={() => setOpen(false)}
        onConfirm={(wall) => onChange(fromChinaWallClock(wall))}
      />
    </>
  );
}
