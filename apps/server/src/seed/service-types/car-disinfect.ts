import type { ServiceTypeDescriptionInput } from '@rc/contract';
import {
  appointmentField,
  contactMobileField,
  contactNameField,
  daySlots,
  plateField,
  remarkField,
} from './common-fields.js';

/** Cabin and air-con disinfection (/order/carDisinfect). */
export const carDisinfect: ServiceTypeDescriptionInput = {
  code: 'carDisinfect',
  serviceType: '15',
  businessType: 'network',
  family: 'car',
  route: '/order/carDisinfect',
  title: { 'zh-CN': '车内消毒预约', 'en-US': 'Book car disinfection' },
  notice: {
    'zh-CN': '技师上门作业约 30 分钟，作业后请开窗通风 10 分钟再使用车辆。',
    'en-US': 'A technician comes to the car for about 30 minutes; air the car for 10 minutes afterwards.',
  },
  couponTypes: ['15'],
  price: { baseFen: 9_800, couponCoversFen: 9_800 },
  fields: [
    plateField,
    {
      key: 'package',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '消毒项目', 'en-US': 'Package' },
      options: [
        { code: 'ozone', label: { 'zh-CN': '臭氧消毒', 'en-US': 'Ozone disinfection' }, priceFen: 0 },
        {
          code: 'ozoneAc',
          label: { 'zh-CN': '臭氧消毒 + 空调管路清洗', 'en-US': 'Ozone + air-con cleaning' },
          priceFen: 12_800,
        },
      ],
    },
    {
      key: 'place',
      kind: 'address',
      required: true,
      label: { 'zh-CN': '车辆停放地点', 'en-US': 'Where the car is parked' },
    },
    appointmentField({ 'zh-CN': '上门时间', 'en-US': 'Visit time' }, daySlots),
    contactNameField,
    contactMobileField,
    remarkField,
  ],
};
