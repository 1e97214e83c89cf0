import type { ServiceTypeDescriptionInput } from '@rc/contract';
import {
  appointmentField,
  contactMobileField,
  contactNameField,
  daySlots,
  homeAddress,
  remarkField,
} from './common-fields.js';

/** Appliance cleaning (/order/homeprotect): one air conditioner or cooker hood, deep-cleaned. */
export const homeProtect: ServiceTypeDescriptionInput = {
  code: 'homeProtect',
  serviceType: '22',
  businessType: 'home',
  family: 'home',
  route: '/order/homeprotect',
  title: { 'zh-CN': '家电清洗预约', 'en-US': 'Book appliance cleaning' },
  notice: {
    'zh-CN': '权益含一台家电深度清洗；柜式空调差价上门时支付。师傅上门前会电话联系您。',
    'en-US':
      'The right covers one appliance; the floor-standing air-con supplement is paid on the visit. The technician calls before coming.',
  },
  couponTypes: ['22'],
  price: { baseFen: 16_800, couponCoversFen: 16_800 },
  fields: [
    {
      key: 'appliance',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '清洗家电', 'en-US': 'Appliance' },
      options: [
        { code: 'wallAc', label: { 'zh-CN': '挂式空调', 'en-US': 'Wall air-con' }, priceFen: 0 },
        { code: 'floorAc', label: { 'zh-CN': '柜式空调', 'en-US': 'Floor air-con' }, priceFen: 6_000 },
        { code: 'hood', label: { 'zh-CN': '油烟机', 'en-US': 'Cooker hood' }, priceFen: 0 },
        { code: 'washer', label: { 'zh-CN': '滚筒洗衣机', 'en-US': 'Washing machine' }, priceFen: 0 },
      ],
    },
    homeAddress,
    {
      key: 'photos',
      kind: 'images',
      required: false,
      label: {
        'zh-CN': '家电照片（便于师傅备件）',
        'en-US': 'Photo of the appliance (so the technician brings parts)',
      },
      minCount: 0,
      maxCount: 3,
    },
    appointmentField({ 'zh-CN': '上门时间', 'en-US': 'Visit time' }, daySlots),
    contactNameField,
    contactMobileField,
    remarkField,
  ],
};
