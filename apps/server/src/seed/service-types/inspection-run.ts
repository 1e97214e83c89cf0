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

/** Annual inspection run (/order/SendforInspection, order/R00020012): collected, inspected, returned. */
export const inspectionRun: ServiceTypeDescriptionInput = {
  code: 'inspectionRun',
  serviceType: '12',
  businessType: 'inspection',
  family: 'car',
  route: '/order/SendforInspection',
  title: { 'zh-CN': '代办年检', 'en-US': 'Inspection run' },
  notice: {
    'zh-CN':
      '请提前准备好行驶证、交强险保单及车船税完税证明并放在车内；年检费用由检测站收取，代办服务费由权益抵扣。',
    'en-US':
      'Leave the registration, compulsory insurance policy and vehicle tax receipt in the car; the station charges its fee, the right pays for the run.',
  },
  couponTypes: ['12'],
  price: { baseFen: 19_900, couponCoversFen: 19_900 },
  fields: [
    plateField,
    pickupPlace,
    appointmentField({ 'zh-CN': '取车时间', 'en-US': 'Pick-up time' }, daySlots, { min: 1, max: 30 }),
    {
      key: 'returnToPickup',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '还车地点', 'en-US': 'Return to' },
      options: [
        { code: 'same', label: { 'zh-CN': '原取车地址', 'en-US': 'The pick-up address' }, priceFen: 0 },
        {
          code: 'office',
          label: { 'zh-CN': '工作单位（备注中说明）', 'en-US': 'My workplace (say where in the notes)' },
          priceFen: 0,
        },
      ],
    },
    contactNameField,
    contactMobileField,
    remarkField,
  ],
};
