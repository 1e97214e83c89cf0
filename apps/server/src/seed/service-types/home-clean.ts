import type { ServiceTypeDescriptionInput } from '@rc/contract';
import {
  appointmentField,
  contactMobileField,
  contactNameField,
  homeAddress,
  hourlySlots,
  remarkField,
} from './common-fields.js';

/** Home cleaning (/order/homeclean): three hours by a vetted cleaner. */
export const homeClean: ServiceTypeDescriptionInput = {
  code: 'homeClean',
  serviceType: '21',
  businessType: 'home',
  family: 'home',
  route: '/order/homeclean',
  title: { 'zh-CN': '家庭保洁预约', 'en-US': 'Book home cleaning' },
  notice: {
    'zh-CN': '权益含 3 小时保洁；加时每小时 50 元、大户型差价由保洁员上门时收取。服务前 2 小时可免费取消。',
    'en-US':
      'The right covers 3 hours; extra hours (¥50 each) and the large-home supplement are paid to the cleaner. Cancel free up to 2 hours before.',
  },
  couponTypes: ['21'],
  price: { baseFen: 15_000, couponCoversFen: 15_000 },
  fields: [
    homeAddress,
    {
      key: 'homeSize',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '房屋面积', 'en-US': 'Home size' },
      options: [
        { code: 'small', label: { 'zh-CN': '90㎡ 以下', 'en-US': 'Under 90\u00a0m²' }, priceFen: 0 },
        { code: 'medium', label: { 'zh-CN': '90–140㎡', 'en-US': '90–140\u00a0m²' }, priceFen: 5_000 },
        { code: 'large', label: { 'zh-CN': '140㎡ 以上', 'en-US': 'Over 140\u00a0m²' }, priceFen: 10_000 },
      ],
    },
    {
      key: 'hours',
      kind: 'number',
      required: true,
      label: { 'zh-CN': '服务时长', 'en-US': 'Hours' },
      unit: { 'zh-CN': '小时', 'en-US': 'h' },
      min: 3,
      max: 8,
      freeUnits: 3,
      pricePerUnitFen: 5_000,
    },
    appointmentField({ 'zh-CN': '上门时间', 'en-US': 'Visit time' }, hourlySlots(8, 17)),
    contactNameField,
    contactMobileField,
    remarkField,
  ],
};
