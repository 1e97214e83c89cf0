import type { ServiceTypeDescriptionInput } from '@rc/contract';
import { contactMobileField, contactNameField, remarkField } from './common-fields.js';

/**
 * Applying for a health insurance payment card with the health-card right
 * (/order/healthInsurancePaymentCard?apply=1). The order is a card order
 * (business type `card`) the customer follows on /order/cardOrder and may
 * cancel until the issuer sends the card.
 */
export const healthCard: ServiceTypeDescriptionInput = {
  code: 'healthCard',
  serviceType: '23',
  businessType: 'card',
  family: 'health',
  route: '/order/healthInsurancePaymentCard',
  title: { 'zh-CN': '申请健康险支付卡', 'en-US': 'Apply for a health payment card' },
  notice: {
    'zh-CN':
      '权益免费办理一张实名卡，3 个工作日内制卡并寄出，收到后即可在合作医院挂号、体检及直付结算。卡片寄出前可随时取消申请。',
    'en-US':
      'The right pays for one named card, posted within 3 working days, for appointments, health checks and direct billing at partner hospitals. Cancel any time before it is posted.',
  },
  couponTypes: ['23'],
  price: { baseFen: 0, couponCoversFen: 0 },
  fields: [
    {
      ...contactNameField,
      label: { 'zh-CN': '持卡人姓名', 'en-US': 'Cardholder name' },
      hint: { 'zh-CN': '与身份证一致，卡面印此姓名', 'en-US': 'As on the ID card; printed on the card' },
    },
    {
      key: 'relation',
      kind: 'select',
      required: true,
      label: { 'zh-CN': '持卡人是', 'en-US': 'The cardholder is' },
      options: [
        { code: 'self', label: { 'zh-CN': '本人', 'en-US': 'Myself' }, priceFen: 0 },
        { code: 'spouse', label: { 'zh-CN': '配偶', 'en-US': 'My spouse' }, priceFen: 0 },
        { code: 'parent', label: { 'zh-CN': '父母', 'en-US': 'A parent' }, priceFen: 0 },
        { code: 'child', label: { 'zh-CN': '子女', 'en-US': 'A child' }, priceFen: 0 },
      ],
    },
    { ...contactMobileField, label: { 'zh-CN': '持卡人手机号', 'en-US': "Cardholder's mobile" } },
    {
      key: 'mailTo',
      kind: 'address',
      required: true,
      label: { 'zh-CN': '寄卡地址', 'en-US': 'Post the card to' },
      hint: { 'zh-CN': '省市区、街道、门牌号', 'en-US': 'City, district, street and number' },
    },
    remarkField,
  ],
};
