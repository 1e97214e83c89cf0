import type { ServiceTypeDescriptionInput } from '@rc/contract';
import {
  appointmentField,
  contactMobileField,
  contactNameField,
  hourlySlots,
  parkingDays,
  plateField,
} from './common-fields.js';

/** Guarded parking berth while travelling (/order/safetyBerth, order/safeParking/init). */
export const safetyBerth: ServiceTypeDescriptionInput = {
  code: 'safetyBerth',
  serviceType: '34',
  businessType: 'parking',
  family: 'car',
  route: '/order/safetyBerth',
  title: { 'zh-CN': '安心泊车', 'en-US': 'Guarded parking' },
  notice: {
    'zh-CN': '权益含 3 天室内泊位；超出天数每天 30 元，取车时支付。车场 24 小时监控。',
    'en-US':
      'The right covers 3 days indoors; further days are ¥30 each, paid on collection. CCTV around the clock.',
  },
  couponTypes: ['34'],
  price: { baseFen: 9_000, couponCoversFen: 9_000 },
  fields: [
    {
      key: 'carPark',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '停车场', 'en-US': 'Car park' },
      options: [
        {
          code: 'bjCapitalT3',
          label: { 'zh-CN': '首都机场 T3 安心停车场', 'en-US': 'Capital Airport T3 car park' },
          priceFen: 0,
        },
        {
          code: 'bjSouthRail',
          label: { 'zh-CN': '北京南站地下停车场', 'en-US': 'Beijing South Station car park' },
          priceFen: 0,
        },
        {
          code: 'bjDaxing',
          label: { 'zh-CN': '大兴机场安心停车场', 'en-US': 'Daxing Airport car park' },
          priceFen: 0,
        },
      ],
    },
    {
      key: 'parkingMode',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '泊位类型', 'en-US': 'Berth' },
      options: [
        { code: 'indoor', label: { 'zh-CN': '室内泊位', 'en-US': 'Indoor' }, priceFen: 0 },
        { code: 'charging', label: { 'zh-CN': '充电泊位', 'en-US': 'With charging' }, priceFen: 2_000 },
      ],
    },
    appointmentField({ 'zh-CN': '入场时间', 'en-US': 'Arrival' }, hourlySlots(6, 22), { min: 0, max: 30 }),
    parkingDays,
    plateField,
    contactNameField,
    contactMobileField,
  ],
};
