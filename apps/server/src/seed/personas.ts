import type { CustomerLanding } from '../db/schema/customers.js';

/**
 * The demo personas: one for every after-login branch of spec section 4, plus
 * a VIP customer, a merchant and a rescuer. The launcher hands each over the
 * way its partner would. Names, plates and numbers are invented.
 */
export interface Persona {
  key: string;
  title: { 'zh-CN': string; 'en-US': string };
  /** Where the after-login rules should take them (shown on the launcher, checked by the browser test). */
  expectedPath: string;
  channel: string;
  /** Words the landing screen must show (checked by the browser test). */
  expectedText?: { 'zh-CN': string; 'en-US': string };
  /** isBackUrl personas enter on a deep link that must be returned to after login. */
  deepLink?: string;
  kind: 'customer' | 'rescuer';
  customer: {
    pid: string;
    custName: string;
    mobile: string;
    idNumber?: string;
    vin?: string;
    plates: string[];
    isVip?: boolean;
    degree?: string;
    degreeCode?: string;
    remainPoint?: number;
    joinedDaysAgo?: number;
    isVerify: string;
    role?: 'customer' | 'merchant';
    branches: string[];
    landing: CustomerLanding;
  };
}

/**
 * The demo's partner channels. Their secrets are not here: the seed makes a random
 * one per database (a published secret would let anyone sign a hand-off for any
 * person id), and the launcher reads it back from the channel row.
 */
export const demoChannels = [
  { id: 'PA_APP', name: '保险公司App', loginChannel: '0' },
  { id: 'WECHAT', name: '微信公众号', loginChannel: '0' },
  { id: 'RESCUE_APP', name: '救援师傅端', loginChannel: '1' },
] as const;

export const demoBranches = [
  { code: '110000', name: '北京分公司', nameEn: 'Beijing Branch' },
  { code: '310000', name: '上海分公司', nameEn: 'Shanghai Branch' },
  { code: '440300', name: '深圳分公司', nameEn: 'Shenzhen Branch' },
  { code: '510000', name: '四川分公司', nameEn: 'Sichuan Branch' },
  { code: '320000', name: '江苏分公司', nameEn: 'Jiangsu Branch' },
];

export const demoIdCardTypes = [
  { code: '1', name: '居民身份证', nameEn: 'Resident ID card', remark1: '18', remark2: null, sort: 1 },
  { code: '2', name: '护照', nameEn: 'Passport', remark1: null, remark2: null, sort: 2 },
  { code: '3', name: '军官证', nameEn: 'Military officer card', remark1: null, remark2: null, sort: 3 },
  {
    code: '6',
    name: '港澳居民来往内地通行证',
    nameEn: 'Home Return Permit',
    remark1: null,
    remark2: null,
    sort: 4,
  },
];

const headPage: CustomerLanding = { isHeadPage: 'Y' };

export const personas: Persona[] = [
  {
    key: 'headPage',
    title: { 'zh-CN': '车主首页用户', 'en-US': 'Car owner (home page)' },
    expectedPath: '/mine/persional',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000001',
      custName: '张伟',
      mobile: '13812341234',
      idNumber: '110105198503123512',
      vin: 'LSVAU2180N2183456',
      plates: ['京A12345'],
      degree: '金卡',
      degreeCode: 'G',
      remainPoint: 2680,
      joinedDaysAgo: 1460,
      isVerify: 'Y',
      branches: ['110000'],
      landing: headPage,
    },
  },
  {
    key: 'vip',
    title: { 'zh-CN': 'VIP车主', 'en-US': 'VIP car owner' },
    expectedPath: '/mine/persional',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000002',
      custName: '李娜',
      mobile: '13916885678',
      idNumber: '310115199007224028',
      vin: 'LFV3A23C8K3061234',
      plates: ['沪B88888', '沪C12345'],
      isVip: true,
      degree: '钻石卡',
      degreeCode: 'D',
      remainPoint: 15800,
      joinedDaysAgo: 2920,
      isVerify: 'Y',
      branches: ['310000'],
      landing: { ...headPage, isVRights: '1' },
    },
  },
  {
    key: 'giftDone',
    title: { 'zh-CN': '已领取权益用户', 'en-US': 'Rights already claimed' },
    expectedPath: '/rights/getown?active=done',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000003',
      custName: '王芳',
      mobile: '13700001111',
      idNumber: '440306197811051230',
      plates: ['粤B6M234'],
      isVerify: 'Y',
      branches: ['440300'],
      landing: { isGiftBag: 'Y' },
    },
  },
  {
    key: 'giftDoing',
    title: { 'zh-CN': '待领取权益用户', 'en-US': 'Rights to claim' },
    expectedPath: '/rights/getown?active=doing',
    channel: 'WECHAT',
    kind: 'customer',
    customer: {
      pid: 'PID10000004',
      custName: '刘洋',
      mobile: '13658882222',
      idNumber: '510107199202185615',
      plates: ['川A9K876'],
      isVerify: 'Y',
      branches: ['510000'],
      landing: { isGiftBag: 'N' },
    },
  },
  {
    key: 'giftClaim',
    title: { 'zh-CN': '受赠礼包用户', 'en-US': 'Receiving a gift package' },
    expectedPath: '/serviceTransfer/claimGiftPackage',
    channel: 'WECHAT',
    kind: 'customer',
    customer: {
      pid: 'PID10000005',
      custName: '陈静',
      mobile: '13566663333',
      idNumber: '320102198709307026',
      plates: ['苏A5T321'],
      isVerify: 'Y',
      branches: ['320000'],
      landing: { isGiftBag: 'Z' },
    },
  },
  {
    key: 'merchant',
    title: { 'zh-CN': '合作商户（洗车店）', 'en-US': 'Merchant (car wash)' },
    expectedPath: '/merchant/merchantHomepage',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID20000001',
      custName: '赵磊',
      mobile: '13344445555',
      plates: [],
      isVerify: 'Y',
      role: 'merchant',
      branches: ['110000'],
      landing: { isGiftBag: 'S' },
    },
  },
  {
    key: 'rightUser',
    title: { 'zh-CN': '授权用户切换', 'en-US': 'Switch to an authorised user' },
    expectedPath: '/mine/rightUser',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000007',
      custName: '黄敏',
      mobile: '13277776666',
      idNumber: '330106199506144118',
      plates: ['浙A2B345'],
      isVerify: 'Y',
      branches: ['110000'],
      landing: { isGiftBag: 'G' },
    },
  },
  {
    key: 'myCoupons',
    title: { 'zh-CN': '我的券', 'en-US': 'My coupons' },
    expectedPath: '/rights/mycoupons',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000008',
      custName: '周杰',
      mobile: '13188889999',
      idNumber: '110108198801012019',
      plates: ['京N7P890'],
      isVerify: 'Y',
      branches: ['110000'],
      landing: { isGiftBag: 'H' },
    },
  },
  {
    key: 'haveRc',
    title: { 'zh-CN': '直达权益（洗车）', 'en-US': 'Straight to a right (car wash)' },
    expectedPath: '/rights/coupons/9',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000009',
      custName: '吴强',
      mobile: '13055550000',
      idNumber: '210202197505056312',
      plates: ['辽B3C456'],
      isVerify: 'Y',
      branches: ['110000'],
      landing: { isHaveRc: 'Y', isHeadPage: 'N', jumpType: '1', serviceType: '9', showName: '精致洗车' },
    },
  },
  {
    key: 'noRights',
    title: { 'zh-CN': '暂无权益用户', 'en-US': 'No rights at all' },
    expectedPath: '/rights/nopower',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000010',
      custName: '徐丽',
      mobile: '15011112222',
      plates: ['京Q1W234'],
      isVerify: 'Y',
      branches: ['110000'],
      landing: {},
    },
  },
  {
    key: 'unverified',
    title: { 'zh-CN': '未实名用户', 'en-US': 'Not yet real-name verified' },
    expectedPath: '/account/authentication',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000011',
      custName: '孙浩',
      mobile: '15122223333',
      idNumber: '110101199003071233',
      plates: ['京E5R678'],
      isVerify: 'N',
      branches: ['110000'],
      landing: headPage,
    },
  },
  {
    key: 'expired',
    title: { 'zh-CN': '入口已失效用户', 'en-US': 'Entry no longer valid' },
    expectedPath: '/account/expired',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000012',
      custName: '马超',
      mobile: '15233334444',
      plates: ['京F9T012'],
      isVerify: 'X',
      branches: ['110000'],
      landing: {},
    },
  },
  {
    key: 'multiBranch',
    title: { 'zh-CN': '多分公司用户', 'en-US': 'Several branch companies' },
    expectedPath: '/mine/subcompany',
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000013',
      custName: '朱琳',
      mobile: '15344445555',
      idNumber: '310104199305122469',
      plates: ['沪A7Y890'],
      isVerify: 'Y',
      branches: ['310000', '320000', '110000'],
      landing: headPage,
    },
  },
  {
    key: 'backUrl',
    title: { 'zh-CN': '外部链接回跳', 'en-US': 'Deep link with return' },
    expectedPath: '/rights/mycoupons',
    deepLink: '/rights/mycoupons',
    channel: 'WECHAT',
    kind: 'customer',
    customer: {
      pid: 'PID10000014',
      custName: '胡军',
      mobile: '15455556666',
      idNumber: '51010419801123357X',
      plates: ['川A3U456'],
      isVerify: 'Y',
      branches: ['510000'],
      landing: headPage,
    },
  },
  {
    key: 'remind',
    title: { 'zh-CN': '账户提醒（停留提示）', 'en-US': 'Account notice (blocking)' },
    // remindMessage is an alert with no button (spec 4): the customer stays on it.
    expectedPath: '/account/entrance',
    expectedText: {
      'zh-CN': '您的账户正在进行安全核验',
      'en-US': 'Your account is under a security check',
    },
    channel: 'PA_APP',
    kind: 'customer',
    customer: {
      pid: 'PID10000015',
      custName: '郭婷',
      mobile: '15566667777',
      idNumber: '440304199108083026',
      plates: ['粤B2I789'],
      isVerify: 'Y',
      branches: ['440300'],
      landing: {
        ...headPage,
        remindMessage: '您的账户正在进行安全核验，暂时无法使用权益服务，请拨打客服热线 95500 处理。',
      },
    },
  },
  {
    key: 'rescuer',
    title: { 'zh-CN': '救援师傅', 'en-US': 'Tow-truck rescuer' },
    expectedPath: '/accident/login',
    channel: 'RESCUE_APP',
    kind: 'rescuer',
    customer: {
      pid: 'RESCUER0001',
      custName: '何建国',
      mobile: '18600001234',
      plates: ['京A8D765'],
      isVerify: 'Y',
      branches: ['110000'],
      landing: {},
    },
  },
];
