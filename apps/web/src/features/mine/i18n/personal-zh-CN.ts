/** The "my rights" home (/mine/persional), namespace `personal`. */
export const personalZhCN = {
  news: '头条',
  branchRetired: '分公司服务调整',
  greeting: '您好，{{name}}',
  guest: '尊敬的车主',
  noPlate: '未绑定车辆',
  points: '积分 {{points}}',
  member: '{{degree}}',
  vipBadge: 'VIP',
  myRights: '我的权益',
  allRights: '全部',
  held: '已拥有 {{count}} 项',
  noneHeld: '您暂未拥有权益，以下是可了解的服务',
  vipTile: 'VIP 权益',
  ai: {
    title: 'AI 智能定损',
    hint: '拍照即可获得维修估价',
    go: '去定损',
  },
  giftPackage: '权益礼包',
  myCoupons: '我的券',
  sectionMore: '更多',
  loadFailed: '权益加载失败',
  loadFailedHint: '请检查网络后重试',
  retry: '重新加载',
  loading: '正在加载您的权益…',
  pull: { pulling: '下拉刷新', release: '释放立即刷新', refreshing: '正在刷新…', done: '已刷新' },
  expiry: {
    title: '到期提醒',
    more: '还有 {{count}} 项',
  },
};

export type PersonalMessages = typeof personalZhCN;
