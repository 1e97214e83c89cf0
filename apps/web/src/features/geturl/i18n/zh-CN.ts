/** Words of the location-link screens for staff (namespace `geturl`). */
export const geturlZhCN = {
  login: {
    title: '生成客户定位链接',
    lead: '救援人员或坐席登录后，可为无法描述位置的客户生成一次性定位链接',
    account: '账号',
    password: '密码',
    submit: '登录',
    needBoth: '请输入账号和密码',
  },
  create: {
    title: '生成定位链接',
    mobile: '客户手机号（选填）',
    submit: '生成链接',
    url: '定位链接',
    expires: '{{time}} 前有效（30 分钟），仅可使用一次',
    copy: '复制链接',
    copied: '已复制',
    again: '再生成一个',
  },
};

export type GeturlMessages = typeof geturlZhCN;
