import type { ServiceTypeDescriptionInput } from '@rc/contract';
import {
  appointmentField,
  contactMobileField,
  contactNameField,
  hourlySlots,
  parkingDays,
  plateField,
  remarkField,
} from './common-fields.js';

/** Valet docking at a station or airport (/order/safeDocking): a driver meets the car at the kerb. */
export const safeDocking: ServiceTypeDescriptionInput = {
  code: 'safeDocking',
  serviceType: '34',
  businessType: 'parking',
  family: 'car',
  route: '/order/safeDocking',
  title: { 'zh-CN': '代客泊车', 'en-US': 'Valet parking' },
  notice: {
    'zh-CN': '泊车员在航站楼/车站出发层接车，返程时送回；请在备注中填写返程航班或车次。',
    'en-US':
      'A valet takes the car at the departures kerb and brings it back when you return; put your return flight or train in the notes.',
  },
  couponTypes: ['34'],
  price: { baseFen: 12_000, couponCoversFen: 12_000 },
  fields: [
    {
      key: 'station',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '交车地点', 'en-US': 'Hand-over at' },
      options: [
        {
          code: 'pekT3',
          label: { 'zh-CN': '首都机场 T3 出发层', 'en-US': 'Capital Airport T3 departures' },
          priceFen: 0,
        },
        {
          code: 'pkxDep',
          label: { 'zh-CN': '大兴机场出发层', 'en-US': 'Daxing Airport departures' },
          priceFen: 0,
        },
      ],
    },
    appointmentField({ 'zh-CN': '交车时间', 'en-US': 'Hand-over time' }, hourlySlots(6, 22), {
      min: 0,
      max: 30,
    }),
    parkingDays,
    plateField,
    contactNameField,
    contactMobileField,
    remarkField,
  ],
};
