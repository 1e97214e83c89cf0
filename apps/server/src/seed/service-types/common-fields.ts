import type { ServiceTypeDescriptionInput } from '@rc/contract';

/**
 * Fields most service forms ask for, written once so every description names
 * them the same way (the order keeps plate, contact and appointment in its own
 * columns by these kinds).
 */
export type Field = ServiceTypeDescriptionInput['fields'][number];

export const plateField: Field = {
  key: 'plateNumber',
  kind: 'plate',
  required: true,
  label: { 'zh-CN': '车牌号', 'en-US': 'Plate number' },
};

export const contactNameField: Field = {
  key: 'contactName',
  kind: 'text',
  required: true,
  minLength: 1,
  maxLength: 32,
  label: { 'zh-CN': '联系人', 'en-US': 'Contact name' },
  hint: { 'zh-CN': '服务人员联系谁', 'en-US': 'Who the provider should ask for' },
};

export const contactMobileField: Field = {
  key: 'contactMobile',
  kind: 'mobile',
  required: true,
  label: { 'zh-CN': '联系电话', 'en-US': 'Contact number' },
};

export const remarkField: Field = {
  key: 'remark',
  kind: 'text',
  required: false,
  maxLength: 200,
  multiline: true,
  label: { 'zh-CN': '备注', 'en-US': 'Notes' },
  hint: {
    'zh-CN': '其他需要服务人员知道的情况（选填）',
    'en-US': 'Anything else the provider should know (optional)',
  },
};

/** Hourly slots from `first` to `last` o'clock (each an hour long). */
export function hourlySlots(first: number, last: number): { from: string; to: string }[] {
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return Array.from({ length: last - first + 1 }, (_, i) => ({ from: hh(first + i), to: hh(first + i + 1) }));
}

/** Two-hour slots over a working day. */
export const daySlots = [
  { from: '09:00', to: '11:00' },
  { from: '11:00', to: '13:00' },
  { from: '13:00', to: '15:00' },
  { from: '15:00', to: '17:00' },
  { from: '17:00', to: '19:00' },
];

export function appointmentField(
  label: { 'zh-CN': string; 'en-US': string },
  slots: { from: string; to: string }[],
  window: { min: number; max: number } = { min: 1, max: 14 },
): Field {
  return {
    key: 'appointment',
    kind: 'timeSlot',
    required: true,
    label,
    minDaysAhead: window.min,
    maxDaysAhead: window.max,
    slots,
  };
}

export const homeAddress: Field = {
  key: 'place',
  kind: 'address',
  required: true,
  label: { 'zh-CN': '服务地址', 'en-US': 'Service address' },
  hint: { 'zh-CN': '小区、楼栋、门牌号', 'en-US': 'Estate, building and flat number' },
};

export const pickupPlace: Field = {
  key: 'pickup',
  kind: 'address',
  required: true,
  label: { 'zh-CN': '取车地址', 'en-US': 'Pick-up address' },
  hint: { 'zh-CN': '司机到哪里取车', 'en-US': 'Where the driver collects the car' },
};

export const parkingDays: Field = {
  key: 'days',
  kind: 'number',
  required: true,
  label: { 'zh-CN': '停车天数', 'en-US': 'Days' },
  unit: { 'zh-CN': '天', 'en-US': 'days' },
  min: 1,
  max: 30,
  freeUnits: 3,
  pricePerUnitFen: 3_000,
};
