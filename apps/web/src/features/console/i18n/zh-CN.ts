import { consoleManageZhCN } from './manage-zh-CN.js';
import { consoleCouponsZhCN } from './coupons-zh-CN.js';
import { consoleContentZhCN } from './content-zh-CN.js';
import { consoleNetworkZhCN } from './network-zh-CN.js';
import { consoleSettingsZhCN } from './settings-zh-CN.js';
import { consoleServicesZhCN } from './services-zh-CN.js';
import { consoleAuditZhCN } from './audit-zh-CN.js';

/** The operations console's words (namespace `console`); each area of the console has its block. */
export const consoleZhCN = {
  ...consoleContentZhCN,
  ...consoleCouponsZhCN,
  ...consoleManageZhCN,
  ...consoleNetworkZhCN,
  ...consoleSettingsZhCN,
  ...consoleServicesZhCN,
  ...consoleAuditZhCN,
  brand: '权益服务中心 · 运营后台',
  roles: { operator: '运营', admin: '管理员' },
  nav: {
    home: '概览',
    dispatch: '救援调度台',
    dashboard: '数据看板',
    merchants: '合作商户',
    stores: '门店',
    rescuers: '救援与代驾人员',
    vehicles: '救援车辆',
    branches: '分公司',
    channels: '合作渠道',
    catalogue: '权益目录',
    coupons: '权益发放',
    news: '资讯',
    activities: '活动',
    feedback: '问题反馈',
    suggestions: '意见建议',
    audit: '审计日志',
    tips: '提示',
    site: '全站设置',
    serviceTypes: '服务价格',
    inquiries: '自主询价',
    driverOrders: '代驾派单',
    healthCards: '健康卡制卡',
  },
  navGroups: {
    operations: '运营',
    content: '内容',
    service: '客户服务',
    network: '服务网络',
    system: '系统',
  },
  layout: {
    menu: '菜单',
    closeMenu: '关闭菜单',
    logout: '退出登录',
    signedInAs: '{{name}}（{{role}}）',
  },
  state: {
    loading: '正在加载…',
    loadFailed: '加载失败，请检查网络后重试',
    retry: '重新加载',
    empty: '暂无数据',
    saving: '正在保存…',
    saved: '已保存',
    save: '保存',
    cancel: '取消',
    back: '返回',
    create: '新建',
    edit: '编辑',
    refresh: '刷新',
    loadMore: '加载更多',
    total: '共 {{count}} 条',
    confirm: '确定',
    yes: '是',
    no: '否',
  },
  login: {
    title: '运营后台登录',
    lead: '保险公司员工专用。每项操作都会记入审计日志。',
    account: '账号',
    accountPlaceholder: '请输入员工账号',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    submit: '登录',
    submitting: '正在登录…',
    needBoth: '请输入账号和密码',
  },
  home: {
    hello: '{{name}}，您好',
    lead: '在这里维护合作渠道、权益目录、权益发放、内容和客户反馈，无需改动数据库。',
    sessionEnds: '本次登录将于 {{time}} 过期（30 分钟无操作也会自动退出）',
  },
};

export type ConsoleMessages = typeof consoleZhCN;
