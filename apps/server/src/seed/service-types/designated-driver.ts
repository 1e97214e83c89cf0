import type { ServiceTypeDescriptionInput } from '@rc/contract';
import {
  contactMobileField,
  contactNameField,
  hourlySlots,
  plateField,
  remarkField,
} from './common-fields.js';

/** Designated driver (/order/replaceDrive): a driver drives the customer's car from A to B. */
export const designatedDriver: ServiceTypeDescriptionInput = {
  code: 'designatedDriver',
  serviceType: '6',
  businessType: 'driver',
  family: 'driver',
  route: '/order/replaceDrive',
  title: { 'zh-CN': '预约代驾', 'en-US': 'Book a designated driver' },
  notice: {
    'zh-CN':
      '权益含 30 公里内代驾一次，超出里程由司机按每公里 3 元现场收取。司机出发前可免费取消，券将退回。',
    'en-US':
      'The right covers one drive up to 30 km; beyond that the driver charges ¥3 per km on the spot. Cancel free before the driver sets off and the coupon returns.',
  },
  couponTypes: ['6'],
  price: { baseFen: 9_900, couponCoversFen: 9_900 },
  fields: [
    {
      key: 'pickup',
      kind: 'address',
      required: true,
      label: { 'zh-CN': '出发地', 'en-US': 'Pick-up' },
      hint: { 'zh-CN': '司机到哪里接您', 'en-US': 'Where the driver meets you' },
    },
    {
      key: 'destination',
      kind: 'address',
      required: true,
      label: { 'zh-CN': '目的地', 'en-US': 'Destination' },
    },
    {
      key: 'appointment',
      kind: 'timeSlot',
      required: true,
      label: { 'zh-CN': '出发时间', 'en-US': 'Departure time' },
      minDaysAhead: 0,
      maxDaysAhead: 7,
      slots: hourlySlots(10, 23),
      // A driver can be called for right away too, while drivers work (issue 20).
      allowNow: true,
    },
    plateField,
    contactNameField,
    contactMobileField,
    remarkField,
  ],
};
