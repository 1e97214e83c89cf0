/**
 * Words of the network screens under /order (namespace `orderNetwork`): the city
 * picker of the store choice, the standard and value-added service form, and the
 * order's SMS and substitute-car actions.
 */
export const orderNetworkZhCN = {
  region: {
    all: '全部城市',
    title: '选择城市',
    open: '切换城市，当前为{{city}}',
  },
  coupon: {
    tail: '尾号 {{tail}}',
  },
  service: {
    bookAtStore: '预约合作门店服务',
    bookAtStoreLead: '到店或由门店上门，选择门店与附加项目',
    where: '服务地点',
    store: '服务门店',
    pickStore: '选择门店',
    noStore: '您所在的分公司暂无可提供该服务的门店',
    address: '车辆所在地址',
    addressHint: '请填写详细地址，如小区、楼栋、车位号',
    locate: '定位',
    locating: '定位中…',
    located: '已定位',
    locateFailed: '未能获取位置，请开启定位后重试',
    needLocate: '请点击“定位”，以便技师找到车辆',
    options: '服务项目',
    included: '权益内',
    extra: '+¥{{price}}',
    payAtStore: '另需到店支付 ¥{{amount}}',
    covered: '权益抵扣，无需付款',
    noCoupon: '暂无可用于该服务的权益券',
    myCoupons: '查看我的权益券',
    couponsFor: '适用于车牌 {{plate}} 的权益券',
  },
  ticket: {
    resend: '重发订单短信',
    resendTitle: '重发订单短信',
    resendLead: '将订单号和查看进度的链接再次发送至联系人手机 {{mobile}}，确定发送？',
    send: '发送',
    keep: '取消',
    sent: '短信已发送至 {{mobile}}',
  },
  substitute: {
    open: '代步车信息',
    title: '代步车信息',
    vehicle: '车辆',
    driver: '司机',
    pickup: '送车',
    return: '取回',
    none: '代步车尚未安排，安排后将在这里显示',
    loadFailed: '代步车信息加载失败',
    retry: '重试',
    close: '关闭',
  },
};

export type OrderNetworkMessages = typeof orderNetworkZhCN;
