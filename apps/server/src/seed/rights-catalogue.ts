import type { serviceCatalogue } from '../db/schema/rights.js';
import type { GiftPackageItem } from '../db/schema/gift-packages.js';

type CatalogueRow = typeof serviceCatalogue.$inferInsert;

/**
 * The demo catalogue of rights and services. `icon` names a symbol in one of
 * the theme's sprite sheets (`sheet#symbol`, static/theme/<theme>/sprite-<sheet>.svg).
 * jumpType: 1 the coupon list, 2 the right's own page (jump flag 1), 3 an external link.
 * External links are per deployment (the console edits them); the demo's point at the
 * demo server's own partner pages (`/demo/partner/<name>`, modules/demo/partner-page.ts),
 * so nothing in the demo leaves for a host that does not exist.
 */
function right(
  serviceType: string,
  module: string,
  zh: string,
  en: string,
  icon: string,
  extra: Partial<CatalogueRow> & { description?: string; descriptionEn?: string } = {},
): CatalogueRow {
  return {
    serviceType,
    module,
    name: zh,
    nameEn: en,
    showName: zh,
    showNameEn: en,
    icon,
    jumpType: '1',
    jumpUrl: '',
    sort: Number(serviceType),
    usageNotes:
      '请在有效期内使用；每次服务前请出示券码或在线预约。本权益不可兑换现金，最终解释权归保险公司所有。',
    usageNotesEn:
      'Use within the validity period; show the code or book online before each service. Not exchangeable for cash.',
    ...extra,
  };
}

export const demoCatalogue: CatalogueRow[] = [
  // car steward
  right('1', 'carSteward', '道路救援', 'Roadside rescue', 'car#rescue', {
    jumpType: '2',
    freeTowKm: 300,
    description: '7×24 小时拖车、搭电、换胎、送油、脱困救援，全国 {freeTowKm} 公里内免费拖车。',
    descriptionEn:
      'Towing, jump start, tyre change, fuel delivery and recovery around the clock; free towing within {freeTowKm} km.',
  }),
  right('9', 'carSteward', '精致洗车', 'Car wash', 'car#wash', {
    description: '合作门店标准洗车（5 座及以下小型客车），到店出示券码即可。',
    descriptionEn: 'A standard wash at partner stores (cars up to 5 seats): show the code at the store.',
    transferable: true,
  }),
  // Booked in the app (/order/replaceDrive) in this deployment; a deployment whose driver
  // partner books in its own H5 sets jumpType 3 and that partner's URL in the console.
  right('6', 'carSteward', '酒后代驾', 'Designated driver', 'car#driver', {
    description: '30 公里内专业司机代驾回家。',
    descriptionEn: 'A professional driver takes you home, up to 30 km.',
    transferable: true,
  }),
  right('11', 'carSteward', '钣金喷漆', 'Paint repair', 'car#paint', {
    description: '单面钣金喷漆，4S 品质漆面修复。',
    descriptionEn: 'One panel of bodywork and paint, dealer-grade finish.',
  }),
  right('12', 'carSteward', '代办年检', 'Inspection run', 'car#inspection', {
    jumpType: '2',
    description: '专人上门取送车，代办机动车年检。',
    descriptionEn: 'We collect the car, take it through the annual inspection and bring it back.',
  }),
  right('13', 'carSteward', '轮胎服务', 'Tyre service', 'car#tyre', {
    description: '轮胎换位、动平衡及补胎。',
    descriptionEn: 'Tyre rotation, balancing and puncture repair.',
  }),
  right('14', 'carSteward', '电瓶检测', 'Battery check', 'car#battery', {
    description: '上门检测电瓶，亏电免费搭电。',
    descriptionEn: 'Battery test at your door, free jump start when flat.',
  }),
  // car life
  right('15', 'carLife', '车内消毒', 'Car disinfection', 'car#disinfect', {
    description: '空调管路及车内臭氧消毒。',
    descriptionEn: 'Ozone disinfection of the cabin and air-conditioning.',
  }),
  right('16', 'carLife', '停车优惠', 'Parking offer', 'car#parking', {
    jumpType: '3',
    jumpUrl: '/demo/partner/parking',
    wechatOnly: true,
    description: '合作停车场停车费立减（仅微信内使用）。',
    descriptionEn: 'Money off at partner car parks (inside WeChat only).',
  }),
  right('17', 'carLife', '安全检测', 'Safety check', 'car#safety', {
    description: '28 项车辆安全检测。',
    descriptionEn: 'A 28-point safety check of the car.',
  }),
  right('18', 'carLife', '加油优惠', 'Fuel offer', 'car#fuel', {
    jumpType: '3',
    jumpUrl: '/demo/partner/fuel',
    description: '合作加油站每升立减。',
    descriptionEn: 'Money off per litre at partner fuel stations.',
  }),
  // branch area
  right('31', 'branchArea', '上海专享洗车', 'Shanghai car wash', 'car#wash', {
    branchCodes: ['310000'],
    description: '上海分公司客户专享的精洗服务。',
    descriptionEn: 'A fine wash for customers of the Shanghai branch.',
  }),
  right('32', 'branchArea', '北京代步车', 'Beijing courtesy car', 'car#courtesy', {
    jumpType: '2',
    branchCodes: ['110000'],
    description: '车辆维修期间提供代步车，最长 3 天。',
    descriptionEn: 'A courtesy car while yours is repaired, up to 3 days.',
  }),
  right('33', 'branchArea', '深圳机场泊车', 'Shenzhen airport parking', 'car#parking', {
    jumpType: '3',
    jumpUrl: '/demo/partner/airport-parking',
    wechatOnly: true,
    branchCodes: ['440300'],
    description: '深圳宝安机场代客泊车（仅微信内使用）。',
    descriptionEn: 'Valet parking at Shenzhen airport (inside WeChat only).',
  }),
  // home and health
  right('21', 'home', '家庭保洁', 'Home cleaning', 'service#clean', {
    description: '3 小时专业家庭保洁。',
    descriptionEn: 'Three hours of professional home cleaning.',
  }),
  right('22', 'home', '家电清洗', 'Appliance cleaning', 'service#appliance', {
    description: '空调、油烟机任选一台深度清洗。',
    descriptionEn: 'A deep clean of one air conditioner or cooker hood.',
  }),
  right('23', 'health', '健康服务卡', 'Health card', 'service#health', {
    jumpType: '2',
    description: '三甲医院挂号协助、体检套餐及健康咨询。',
    descriptionEn: 'Hospital appointment help, a health check and health advice.',
  }),
  // Booked in the app (/order/onlineConsultation) in this deployment, like the designated driver.
  right('24', 'health', '在线问诊', 'Online consultation', 'service#consult', {
    description: '三甲医生 7×24 小时图文问诊。',
    descriptionEn: 'Doctors answer by chat around the clock.',
  }),
  right('25', 'service', '法律咨询', 'Legal advice', 'service#legal', {
    jumpType: '2',
    description: '交通事故法律咨询，律师电话解答。',
    descriptionEn: 'Lawyers answer questions about traffic accidents by phone.',
  }),
  // VIP only
  right('41', 'vip', '机场贵宾厅', 'Airport VIP lounge', 'product#lounge', {
    vipOnly: true,
    description: '全国 60 余个机场贵宾厅，本人免费使用。',
    descriptionEn: 'Over 60 airport lounges across China, free for you.',
  }),
  right('42', 'vip', '高铁贵宾室', 'Rail VIP lounge', 'product#train', {
    vipOnly: true,
    description: '主要高铁站贵宾候车室及快速进站。',
    descriptionEn: 'VIP waiting rooms and fast entry at major rail stations.',
  }),
  right('43', 'vip', '专属客户经理', 'Personal manager', 'product#manager', {
    vipOnly: true,
    jumpType: '2',
    description: '一对一专属客户经理，理赔全程协助。',
    descriptionEn: 'A personal manager who helps you through every claim.',
  }),
  right('44', 'vip', '尊享精洗', 'VIP detailing', 'product#detail', {
    vipOnly: true,
    description: '内外精洗、打蜡及内饰护理。',
    descriptionEn: 'Inside and outside detailing with wax and interior care.',
  }),
  // AI
  right('51', 'ai', 'AI 智能定损', 'AI damage assessment', 'service#ai', {
    jumpType: '2',
    description: '拍照上传车损，1 分钟出具维修估价。',
    descriptionEn: 'Photograph the damage and get a repair estimate in a minute.',
  }),
];

export const demoGiftPackages: { id: string; name: string; nameEn: string; items: GiftPackageItem[] }[] = [
  {
    id: 'GP2026-NEWCAR',
    name: '新车主权益礼包',
    nameEn: 'New car owner package',
    items: [
      { serviceType: '9', quantity: 4, validDays: 365 },
      { serviceType: '1', quantity: 2, validDays: 365 },
      { serviceType: '15', quantity: 1, validDays: 180 },
      { serviceType: '17', quantity: 1, validDays: 365 },
      { serviceType: '21', quantity: 1, validDays: 180 },
    ],
  },
];
