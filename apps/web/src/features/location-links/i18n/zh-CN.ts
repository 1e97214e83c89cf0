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
};

export type GeturlMessages = typeof geturlZhCN;
