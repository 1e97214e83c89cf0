import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import Selector from 'antd-mobile/es/components/selector';
import Stepper from 'antd-mobile/es/components/stepper';
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import {
  carPanelLabels,
  chinaDay,
  chinaDaysAhead,
  chinaSlotStart,
  nowBookable,
  nowSlotValue,
  Status,
  type CarPanel,
  type FormPlace,
  type ServiceField,
  type ServiceFormValue,
} from '@rc/contract';
import { reverseGeocode, uploadOrderImage } from '@rc/contract/refs';
import { callEndpoint } from '../api/client.js';
import { showToast } from '../ui/overlays.js';
import { CarDiagram } from './car-diagram.js';
import { pickText } from './pick-text.js';
import { takenPhotoUrl } from './taken-photos.js';
import './i18n/register.js';
import { ChinaDatePicker } from '../format/china-date-picker.js';
import { formatMonthDay } from '../format/format.js';

/** What every field renderer gets: its description, and value/onChange from the antd-mobile Form.Item. */
export interface FieldProps<F extends ServiceField = ServiceField> {
  field: F;
  value?: ServiceFormValue | undefined;
  onChange?: (value: ServiceFormValue | undefined) => void;
  /** What the form starts from (plates, masked mobile). */
  context: { plateNumbers: readonly string[]; contactMobile: string };
}

type Of<K extends ServiceField['kind']> = FieldProps<Extract<ServiceField, { kind: K }>>;

function TextField({ field, value, onChange }: Of<'text'>) {
  const { i18n } = useTranslation();
  const placeholder = field.hint ? pickText(field.hint, i18n.language) : '';
  const text = typeof value === 'string' ? value : '';
  return field.multiline ? (
    <TextArea
      value={text}
      onChange={onChange}
      maxLength={field.maxLength}
      showCount
      autoSize={{ minRows: 2, maxRows: 6 }}
      placeholder={placeholder}
    />
  ) : (
    <Input value={text} onChange={onChange} maxLength={field.maxLength} placeholder={placeholder} clearable />
  );
}

/** The customer's own number is offered masked; choosing it sends `self` and the server fills it in. */
function MobileField({ value, onChange, context }: Of<'mobile'>) {
  const { t } = useTranslation('serviceForm');
  const own = value === 'self';
  return (
    <div className="rc-sf-stack">
      <Selector
        className="rc-sf-selector"
        columns={2}
        value={[own ? 'self' : 'other']}
        onChange={(v) => onChange?.(v[0] === 'self' ? 'self' : '')}
        options={[
          { label: t('myNumber', { masked: context.contactMobile }), value: 'self' },
          { label: t('otherNumber'), value: 'other' },
        ]}
      />
      {own ? null : (
        <Input
          type="tel"
          inputMode="numeric"
          maxLength={11}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange?.(v.replace(/\D/g, ''))}
          placeholder={t('mobilePlaceholder')}
          clearable
        />
      )}
    </div>
  );
}

function PlateField({ value, onChange, context }: Of<'plate'>) {
  const { t } = useTranslation('serviceForm');
  const text = typeof value === 'string' ? value : '';
  const known = context.plateNumbers.includes(text);
  const [typing, setTyping] = useState(!known && text !== '');
  return (
    <div className="rc-sf-stack">
      <Selector
        className="rc-sf-selector"
        columns={3}
        value={[typing ? '__other' : text]}
        onChange={(v) => {
          const pick = v[0];
          if (pick === '__other') {
            setTyping(true);
            onChange?.('');
          } else if (pick) {
            setTyping(false);
            onChange?.(pick);
          }
        }}
        options={[
          ...context.plateNumbers.map((p) => ({ label: p, value: p })),
          { label: t('otherPlate'), value: '__other' },
        ]}
      />
      {typing ? (
        <Input
          value={text}
          onChange={(v) => onChange?.(v.toUpperCase())}
          maxLength={8}
          placeholder={t('platePlaceholder')}
          clearable
        />
      ) : null}
    </div>
  );
}

function dayLabel(offset: number, now: Date, t: (k: 'today' | 'tomorrow') => string) {
  if (offset === 0) return t('today');
  if (offset === 1) return t('tomorrow');
  return formatMonthDay(chinaSlotStart(now, offset, '12:00'), { weekday: true });
}

function DateField({ field, value, onChange }: Of<'date'>) {
  const { t, i18n } = useTranslation('serviceForm');
  const now = new Date();
  const day = typeof value === 'string' && value ? new Date(`${value}T12:00:00+08:00`) : null;
  return (
    <ChinaDatePicker
      className="rc-date-pick rc-sf-native"
      precision="day"
      value={day && !Number.isNaN(day.getTime()) ? day : null}
      min={chinaSlotStart(now, field.minDaysAhead, '00:00')}
      max={chinaSlotStart(now, field.maxDaysAhead, '12:00')}
      label={pickText(field.label, i18n.language)}
      placeholder={t('chooseDate')}
      onChange={(at) => onChange?.(chinaDay(at))}
    />
  );
}

/** A day (chips) and one of its slots; the value is the slot's start instant. */
function TimeSlotField({ field, value, onChange }: Of<'timeSlot'>) {
  const { t, i18n } = useTranslation('serviceForm');
  const now = new Date();
  const isNow = value === nowSlotValue;
  const chosen = typeof value === 'string' && value && !isNow ? new Date(value) : null;
  const canNow = nowBookable(field, now);
  const [day, setDay] = useState(() =>
    chosen ? chinaDaysAhead(chosen, now) : Math.max(field.minDaysAhead, Math.min(1, field.maxDaysAhead)),
  );
  const days = Array.from(
    { length: Math.min(field.maxDaysAhead - field.minDaysAhead + 1, 14) },
    (_, i) => field.minDaysAhead + i,
  );
  const slotValue = (from: string) => chinaSlotStart(now, day, from).toISOString();
  return (
    <div className="rc-sf-stack">
      {canNow ? (
        <button
          type="button"
          className="rc-sf-now"
          aria-pressed={isNow}
          onClick={() => onChange?.(isNow ? undefined : nowSlotValue)}
          data-testid="slot-now"
        >
          {t('now')}
          <small>{t('nowHint')}</small>
        </button>
      ) : null}
      <div className="rc-sf-days" role="listbox" aria-label={pickText(field.label, i18n.language)}>
        {days.map((d) => (
          <button
            key={d}
            type="button"
            role="option"
            aria-selected={d === day}
            onClick={() => {
              setDay(d);
              onChange?.(undefined);
            }}
          >
            {dayLabel(d, now, t)}
          </button>
        ))}
      </div>
      <Selector
        className="rc-sf-selector rc-sf-slots"
        columns={3}
        value={chosen ? [chosen.toISOString()] : []}
        onChange={(v) => onChange?.(v[0])}
        options={field.slots.map((s) => {
          const start = slotValue(s.from);
          const passed = new Date(start).getTime() <= now.getTime();
          return {
            label: passed ? `${s.from} ${t('slotPassed')}` : `${s.from}–${s.to}`,
            value: start,
            disabled: passed,
          };
        })}
      />
    </div>
  );
}

/** Short options sit three (or two) to a row; long ones get a row each so they read on one line. */
function selectColumns(labels: readonly string[]): number {
  // Width in half-width units: a Chinese character is about two Latin ones.
  const widest = Math.max(
    ...labels.map((l) => [...l].reduce((n, ch) => n + (ch.charCodeAt(0) > 0xff ? 2 : 1), 0)),
  );
  if (widest > 22) return 1;
  if (widest > 12 || labels.length === 2 || labels.length === 4) return 2;
  return Math.min(3, labels.length);
}

function SelectField({ field, value, onChange }: Of<'select'>) {
  const { i18n } = useTranslation();
  const picked = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
  return (
    <Selector
      className="rc-sf-selector"
      columns={selectColumns(field.options.map((o) => pickText(o.label, i18n.language)))}
      multiple={field.multiple}
      value={picked}
      onChange={(v) => onChange?.(field.multiple ? v : v[0])}
      options={field.options.map((o) => ({ label: pickText(o.label, i18n.language), value: o.code }))}
    />
  );
}

function NumberField({ field, value, onChange }: Of<'number'>) {
  const { i18n } = useTranslation();
  return (
    <div className="rc-sf-number">
      <Stepper
        min={field.min}
        max={field.max}
        digits={0}
        value={typeof value === 'number' ? value : field.min}
        onChange={(v) => onChange?.(v)}
      />
      {field.unit ? <span className="rc-sf-unit">{pickText(field.unit, i18n.language)}</span> : null}
    </div>
  );
}

type LocateNote = { kind: 'nearby'; name: string } | { kind: 'noAddress' } | { kind: 'failed' } | null;

/**
 * A typed address; "locate" adds the phone's position and fills in a readable
 * address (map/reverseGeocode: the map vendor's, or the nearest known place in
 * the offline demo) that the customer can still correct. When no address can
 * be found, or no position, it says so in words and the field stays as typed.
 */
function AddressField({ value, onChange }: Of<'address'>) {
  const { t } = useTranslation('serviceForm');
  const place: FormPlace = typeof value === 'object' && !Array.isArray(value) ? value : { address: '' };
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<LocateNote>(null);
  const located = place.lng !== undefined && place.lat !== undefined;
  const fill = async (lng: number, lat: number) => {
    try {
      const found = await callEndpoint(reverseGeocode, { body: { lng, lat }, quiet: [Status.toast] });
      if (found.source === 'none' || !found.address) {
        setNote({ kind: 'noAddress' });
        onChange?.({ ...place, lng, lat });
        return;
      }
      setNote(found.source === 'nearbyPlace' ? { kind: 'nearby', name: found.nearby } : null);
      onChange?.({ ...place, address: found.address, lng, lat });
    } catch {
      setNote({ kind: 'noAddress' });
      onChange?.({ ...place, lng, lat });
    } finally {
      setLocating(false);
    }
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return setNote({ kind: 'failed' });
    setLocating(true);
    setNote(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => void fill(pos.coords.longitude, pos.coords.latitude),
      () => {
        setLocating(false);
        setNote({ kind: 'failed' });
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="rc-sf-address">
      <TextArea
        value={place.address}
        onChange={(address) => onChange?.({ ...place, address })}
        maxLength={200}
        autoSize={{ minRows: 1, maxRows: 3 }}
        placeholder={t('addressPlaceholder')}
      />
      <button
        type="button"
        className="rc-sf-locate"
        onClick={locate}
        disabled={locating}
        aria-pressed={located}
        data-testid="address-locate"
      >
        {locating ? t('locating') : located ? t('located') : t('locate')}
      </button>
      {note ? (
        <p className="rc-sf-locate-note" role="status" data-testid="address-locate-note">
          {note.kind === 'nearby'
            ? t('locateNearby', { name: note.name })
            : note.kind === 'noAddress'
              ? t('locateNoAddress')
              : t('locateFailed')}
        </p>
      ) : null}
    </div>
  );
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Photos go up one by one (order/image) as they are picked; the value lists their ids. */
function ImagesField({ field, value, onChange }: Of<'images'>) {
  const { t } = useTranslation('serviceForm');
  // Photos taken on /order/camera arrive as the starting value; their thumbnails are known here.
  const [items, setItems] = useState<ImageUploadItem[]>(() =>
    (Array.isArray(value) ? value : []).flatMap((id) => {
      const url = takenPhotoUrl(id);
      return url ? [{ key: id, url }] : [];
    }),
  );
  const upload = async (file: File): Promise<ImageUploadItem> => {
    const contentType = file.type === 'image/png' || file.type === 'image/webp' ? file.type : 'image/jpeg';
    try {
      const saved = await callEndpoint(uploadOrderImage, {
        body: {
          fileName: file.name.slice(0, 128) || 'photo.jpg',
          contentType,
          dataBase64: await readBase64(file),
        },
      });
      return { key: saved.imageId, url: saved.url };
    } catch (e) {
      showToast(t('photoFailed'));
      throw e;
    }
  };
  return (
    <div className="rc-sf-stack">
      <ImageUploader
        value={items}
        onChange={(next) => {
          setItems(next);
          onChange?.(next.map((i) => String(i.key)));
        }}
        upload={upload}
        maxCount={field.maxCount}
        accept="image/jpeg,image/png,image/webp"
      />
      <small className="rc-sf-note">{t('photoLimit', { count: field.maxCount })}</small>
    </div>
  );
}

function PanelsField({ field, value, onChange }: Of<'panels'>) {
  const { t, i18n } = useTranslation('serviceForm');
  const picked = Array.isArray(value) ? value : [];
  const toggle = (panel: CarPanel) =>
    onChange?.(picked.includes(panel) ? picked.filter((p) => p !== panel) : [...picked, panel]);
  return (
    <div className="rc-sf-panels">
      <CarDiagram value={picked} onToggle={toggle} max={field.maxCount} />
      <p className="rc-sf-note" aria-live="polite">
        {picked.length === 0
          ? t('panelsNone')
          : t('panelsPicked', {
              count: picked.length,
              names: picked
                .map((p) =>
                  p in carPanelLabels ? pickText(carPanelLabels[p as CarPanel], i18n.language) : p,
                )
                .join(i18n.language.startsWith('en') ? ', ' : '、'),
            })}
      </p>
    </div>
  );
}

/** The renderer of one field, chosen by its kind (wrapped so screens and tests can find it by key). */
export function FieldInput(props: FieldProps) {
  return (
    <div className="rc-sf-field" data-field={props.field.key}>
      <FieldByKind {...props} />
    </div>
  );
}

function FieldByKind(props: FieldProps) {
  const { field } = props;
  switch (field.kind) {
    case 'text':
      return <TextField {...props} field={field} />;
    case 'mobile':
      return <MobileField {...props} field={field} />;
    case 'plate':
      return <PlateField {...props} field={field} />;
    case 'date':
      return <DateField {...props} field={field} />;
    case 'timeSlot':
      return <TimeSlotField {...props} field={field} />;
    case 'select':
      return <SelectField {...props} field={field} />;
    case 'number':
      return <NumberField {...props} field={field} />;
    case 'address':
      return <AddressField {...props} field={field} />;
    case 'images':
      return <ImagesField {...props} field={field} />;
    case 'panels':
      return <PanelsField {...props} field={field} />;
  }
}
