import type { ServiceTypeDescriptionInput } from '@rc/contract';
import {
  appointmentField,
  contactMobileField,
  contactNameField,
  daySlots,
  plateField,
  remarkField,
  type Field,
} from './common-fields.js';

/** Car classes: each adds its price to every panel (decision 034); the coupon pays one economy panel. */
const carClass: Field = {
  key: 'carClass',
  kind: 'select',
  required: true,
  label: { 'zh-CN': '车型级别', 'en-US': 'Car class' },
  options: [
    {
      code: 'economy',
      label: { 'zh-CN': '经济型（20 万元以下）', 'en-US': 'Economy (under ¥200k)' },
      priceFen: 0,
    },
    {
      code: 'midsize',
      label: { 'zh-CN': '中级车（20–40 万元）', 'en-US': 'Mid-size (¥200k–400k)' },
      priceFen: 10_000,
    },
    {
      code: 'luxury',
      label: { 'zh-CN': '豪华车（40 万元以上）', 'en-US': 'Luxury (over ¥400k)' },
      priceFen: 30_000,
    },
  ],
};

/** Paint repair at a partner body shop (/order/paintrepairtwo, after the panels are picked). */
export const paintRepair: ServiceTypeDescriptionInput = {
  code: 'paintRepair',
  serviceType: '11',
  businessType: 'paint',
  family: 'paint',
  route: '/order/paintrepairtwo',
  title: { 'zh-CN': '钣金喷漆预约', 'en-US': 'Book paint repair' },
  notice: {
    'zh-CN':
      '权益抵扣一个漆面（经济型车辆）；其余漆面及车型差价到店支付。钣金师傅将在 2 小时内致电确认到店时间。',
    'en-US':
      'The coupon pays one panel of an economy car; further panels and the class difference are paid at the shop. The shop calls within 2 hours to confirm.',
  },
  couponTypes: ['11'],
  price: { baseFen: 0, couponCoversFen: 40_000 },
  fields: [
    carClass,
    {
      key: 'panels',
      kind: 'panels',
      required: true,
      label: { 'zh-CN': '需要喷漆的部位', 'en-US': 'Panels to paint' },
      hint: { 'zh-CN': '在车身图上点选损伤的漆面', 'en-US': 'Tap the damaged panels on the car' },
      minCount: 1,
      maxCount: 13,
      pricePerPanelFen: 40_000,
    },
    {
      key: 'photos',
      kind: 'images',
      required: false,
      label: { 'zh-CN': '损伤照片', 'en-US': 'Photos of the damage' },
      minCount: 0,
      maxCount: 6,
    },
    appointmentField({ 'zh-CN': '到店时间', 'en-US': 'Shop visit' }, daySlots, { min: 1, max: 14 }),
    plateField,
    contactNameField,
    contactMobileField,
    remarkField,
  ],
};
