import type { ServiceTypeDescriptionInput } from '@rc/contract';
import {
  appointmentField,
  contactMobileField,
  contactNameField,
  daySlots,
  plateField,
  remarkField,
} from './common-fields.js';

/** Quick scratch touch-up at the customer's place (/order/lacquerRepair). */
export const lacquerRepair: ServiceTypeDescriptionInput = {
  code: 'lacquerRepair',
  serviceType: '11',
  businessType: 'paint',
  family: 'paint',
  route: '/order/lacquerRepair',
  title: { 'zh-CN': '划痕快修（上门）', 'en-US': 'Scratch touch-up at your place' },
  notice: {
    'zh-CN': '适用于未伤及底漆的轻微划痕，技师上门约 1 小时完成；权益抵扣两处修补。',
    'en-US':
      'For light scratches that have not reached the primer; a technician comes to you and finishes in about an hour. The coupon pays for two spots.',
  },
  couponTypes: ['11'],
  price: { baseFen: 0, couponCoversFen: 30_000 },
  fields: [
    {
      key: 'panels',
      kind: 'panels',
      required: true,
      label: { 'zh-CN': '划痕所在部位', 'en-US': 'Where the scratches are' },
      minCount: 1,
      maxCount: 4,
      pricePerPanelFen: 15_000,
    },
    {
      key: 'photos',
      kind: 'images',
      required: false,
      label: { 'zh-CN': '划痕照片', 'en-US': 'Photos of the scratches' },
      minCount: 0,
      maxCount: 4,
    },
    {
      key: 'place',
      kind: 'address',
      required: true,
      label: { 'zh-CN': '车辆停放地点', 'en-US': 'Where the car is parked' },
    },
    appointmentField({ 'zh-CN': '上门时间', 'en-US': 'Visit time' }, daySlots, { min: 1, max: 7 }),
    plateField,
    contactNameField,
    contactMobileField,
    remarkField,
  ],
};
