import type { ServiceTypeDescriptionInput } from '@rc/contract';
import { appointmentField, contactMobileField, contactNameField, hourlySlots } from './common-fields.js';

/** Airport transfer (/order/overFight, read as "flight"): a car to or from the airport. */
export const airportTransfer: ServiceTypeDescriptionInput = {
  code: 'airportTransfer',
  serviceType: '35',
  businessType: 'transfer',
  family: 'car',
  route: '/order/overFight',
  title: { 'zh-CN': '机场接送', 'en-US': 'Airport transfer' },
  notice: {
    'zh-CN': '权益含市区至机场单程一次（50 公里内）；接机时司机按航班实际到达时间等候 60 分钟。',
    'en-US':
      'The right covers one trip between the city and the airport (up to 50 km); for arrivals the driver waits 60 minutes after the actual landing.',
  },
  couponTypes: ['35'],
  price: { baseFen: 15_000, couponCoversFen: 15_000 },
  fields: [
    {
      key: 'direction',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '接送类型', 'en-US': 'Trip' },
      options: [
        { code: 'dropOff', label: { 'zh-CN': '送机', 'en-US': 'To the airport' }, priceFen: 0 },
        { code: 'pickUp', label: { 'zh-CN': '接机', 'en-US': 'From the airport' }, priceFen: 0 },
      ],
    },
    {
      key: 'flightNo',
      kind: 'text',
      required: true,
      minLength: 3,
      maxLength: 8,
      label: { 'zh-CN': '航班号', 'en-US': 'Flight number' },
      hint: { 'zh-CN': '例如 CA1501', 'en-US': 'For example CA1501' },
    },
    {
      key: 'place',
      kind: 'address',
      required: true,
      label: { 'zh-CN': '市区地址', 'en-US': 'City address' },
    },
    appointmentField({ 'zh-CN': '用车时间', 'en-US': 'Pick-up time' }, hourlySlots(5, 23), {
      min: 0,
      max: 30,
    }),
    contactNameField,
    contactMobileField,
  ],
};
