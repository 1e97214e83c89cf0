import type { ServiceTypeDescriptionInput } from '@rc/contract';
import { appointmentField, contactMobileField, contactNameField, daySlots } from './common-fields.js';

/** Legal advice by phone (/order/phonelink): a lawyer calls back in the chosen slot. */
export const phoneLink: ServiceTypeDescriptionInput = {
  code: 'phoneLink',
  serviceType: '25',
  businessType: 'home',
  family: 'home',
  route: '/order/phonelink',
  title: { 'zh-CN': '律师电话回拨', 'en-US': 'Lawyer call-back' },
  notice: {
    'zh-CN': '律师将在所选时段内致电，通话约 30 分钟；请保持电话畅通。',
    'en-US': 'A lawyer calls you in the chosen slot for about 30 minutes; please keep your phone on.',
  },
  couponTypes: ['25'],
  price: { baseFen: 20_000, couponCoversFen: 20_000 },
  fields: [
    {
      key: 'topic',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '咨询类别', 'en-US': 'Topic' },
      options: [
        { code: 'accident', label: { 'zh-CN': '交通事故责任', 'en-US': 'Accident liability' }, priceFen: 0 },
        {
          code: 'claim',
          label: { 'zh-CN': '保险理赔争议', 'en-US': 'Insurance claim dispute' },
          priceFen: 0,
        },
        { code: 'injury', label: { 'zh-CN': '人身损害赔偿', 'en-US': 'Personal injury' }, priceFen: 0 },
        { code: 'other', label: { 'zh-CN': '其他', 'en-US': 'Other' }, priceFen: 0 },
      ],
    },
    {
      key: 'question',
      kind: 'text',
      required: true,
      minLength: 10,
      maxLength: 500,
      multiline: true,
      label: { 'zh-CN': '问题描述', 'en-US': 'Your question' },
      hint: {
        'zh-CN': '简要说明经过和想咨询的问题（至少 10 个字）',
        'en-US': 'What happened and what you want to ask (10 characters or more)',
      },
    },
    appointmentField({ 'zh-CN': '回拨时段', 'en-US': 'Call-back slot' }, daySlots, { min: 0, max: 7 }),
    contactNameField,
    contactMobileField,
  ],
};
