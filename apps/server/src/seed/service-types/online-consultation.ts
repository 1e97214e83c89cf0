import type { ServiceTypeDescriptionInput } from '@rc/contract';
import { appointmentField, contactMobileField, contactNameField, hourlySlots } from './common-fields.js';

/** Online consultation booking (/order/onlineConsultation); its detail page is another screen. */
export const onlineConsultation: ServiceTypeDescriptionInput = {
  code: 'onlineConsultation',
  serviceType: '24',
  businessType: 'consultation',
  family: 'health',
  route: '/order/onlineConsultation',
  title: { 'zh-CN': '预约在线问诊', 'en-US': 'Book an online consultation' },
  notice: {
    'zh-CN': '医生将在预约时段内以图文或电话方式接诊；急危重症请立即拨打 120。',
    'en-US': 'A doctor answers by chat or phone in the slot; for emergencies call 120 now.',
  },
  couponTypes: ['24'],
  price: { baseFen: 3_000, couponCoversFen: 3_000 },
  fields: [
    {
      key: 'department',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '科室', 'en-US': 'Department' },
      options: [
        { code: 'general', label: { 'zh-CN': '全科', 'en-US': 'General practice' }, priceFen: 0 },
        { code: 'paediatrics', label: { 'zh-CN': '儿科', 'en-US': 'Paediatrics' }, priceFen: 0 },
        { code: 'orthopaedics', label: { 'zh-CN': '骨科', 'en-US': 'Orthopaedics' }, priceFen: 0 },
        { code: 'dermatology', label: { 'zh-CN': '皮肤科', 'en-US': 'Dermatology' }, priceFen: 0 },
      ],
    },
    {
      key: 'symptoms',
      kind: 'text',
      required: true,
      minLength: 10,
      maxLength: 500,
      multiline: true,
      label: { 'zh-CN': '症状描述', 'en-US': 'Symptoms' },
      hint: {
        'zh-CN': '哪里不舒服、持续多久、是否用过药（至少 10 个字）',
        'en-US': 'What is wrong, for how long, any medicine taken (10 characters or more)',
      },
    },
    {
      key: 'photos',
      kind: 'images',
      required: false,
      label: { 'zh-CN': '病历或患处照片', 'en-US': 'Records or photos' },
      minCount: 0,
      maxCount: 9,
    },
    appointmentField({ 'zh-CN': '接诊时段', 'en-US': 'Consultation slot' }, hourlySlots(8, 21), {
      min: 0,
      max: 7,
    }),
    contactNameField,
    contactMobileField,
  ],
};
