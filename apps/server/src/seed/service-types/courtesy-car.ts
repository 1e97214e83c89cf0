import type { ServiceTypeDescriptionInput } from '@rc/contract';
import {
  appointmentField,
  contactMobileField,
  contactNameField,
  daySlots,
  pickupPlace,
  plateField,
  remarkField,
} from './common-fields.js';

/** Courtesy car while the customer's car is repaired (/order/replaceWalkCar). */
export const courtesyCar: ServiceTypeDescriptionInput = {
  code: 'courtesyCar',
  serviceType: '32',
  businessType: 'substitute',
  family: 'car',
  route: '/order/replaceWalkCar',
  title: { 'zh-CN': '代步车预约', 'en-US': 'Book a courtesy car' },
  notice: {
    'zh-CN': '代步车为 1.5L 自动挡轿车，送车上门；权益含 3 天，超出天数每天 150 元，还车时结算。',
    'en-US':
      'A 1.5 L automatic saloon delivered to you; the right covers 3 days, each further day is ¥150, settled on return.',
  },
  couponTypes: ['32'],
  price: { baseFen: 0, couponCoversFen: 45_000 },
  fields: [
    {
      ...pickupPlace,
      label: { 'zh-CN': '送车地址', 'en-US': 'Deliver to' },
      hint: { 'zh-CN': '代步车送到哪里', 'en-US': 'Where to bring the courtesy car' },
    },
    appointmentField({ 'zh-CN': '送车时间', 'en-US': 'Delivery time' }, daySlots, { min: 1, max: 14 }),
    {
      key: 'days',
      kind: 'number',
      required: true,
      label: { 'zh-CN': '使用天数', 'en-US': 'Days' },
      unit: { 'zh-CN': '天', 'en-US': 'days' },
      min: 1,
      max: 10,
      pricePerUnitFen: 15_000,
    },
    { ...plateField, label: { 'zh-CN': '维修车辆车牌', 'en-US': 'Plate of the car in repair' } },
    contactNameField,
    contactMobileField,
    remarkField,
  ],
};
