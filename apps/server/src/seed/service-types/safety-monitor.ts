import type { ServiceTypeDescriptionInput } from '@rc/contract';
import {
  appointmentField,
  contactMobileField,
  contactNameField,
  daySlots,
  plateField,
  remarkField,
} from './common-fields.js';

/** 28-point safety check at a partner store (/order/safetyMonitor). */
export const safetyMonitor: ServiceTypeDescriptionInput = {
  code: 'safetyMonitor',
  serviceType: '17',
  businessType: 'network',
  family: 'car',
  route: '/order/safetyMonitor',
  title: { 'zh-CN': '车辆安全检测', 'en-US': 'Car safety check' },
  notice: {
    'zh-CN': '检测约 40 分钟，出具电子检测报告；检测发现的维修项目您可自愿选择是否维修。',
    'en-US': 'About 40 minutes, with a digital report; any repair found is your choice.',
  },
  couponTypes: ['17'],
  price: { baseFen: 12_800, couponCoversFen: 12_800 },
  fields: [
    plateField,
    {
      key: 'mileage',
      kind: 'number',
      required: true,
      label: { 'zh-CN': '当前里程', 'en-US': 'Odometer' },
      unit: { 'zh-CN': '公里', 'en-US': 'km' },
      min: 0,
      max: 99_999,
    },
    {
      key: 'concerns',
      kind: 'select',
      required: false,
      multiple: true,
      label: { 'zh-CN': '重点关注', 'en-US': 'Please look at' },
      options: [
        { code: 'brakes', label: { 'zh-CN': '刹车', 'en-US': 'Brakes' }, priceFen: 0 },
        { code: 'tyres', label: { 'zh-CN': '轮胎', 'en-US': 'Tyres' }, priceFen: 0 },
        { code: 'lights', label: { 'zh-CN': '灯光', 'en-US': 'Lights' }, priceFen: 0 },
        { code: 'battery', label: { 'zh-CN': '电瓶', 'en-US': 'Battery' }, priceFen: 0 },
        { code: 'noise', label: { 'zh-CN': '异响', 'en-US': 'Noises' }, priceFen: 0 },
      ],
    },
    appointmentField({ 'zh-CN': '到店时间', 'en-US': 'Store visit' }, daySlots),
    contactNameField,
    contactMobileField,
    remarkField,
  ],
};
