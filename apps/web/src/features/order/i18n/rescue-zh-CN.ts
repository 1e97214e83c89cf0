/** Words of the rescue screens under /order (namespace `orderRescue`): location link flow, order side. */
export const orderRescueZhCN = {
  locate: {
    title: '上报您的位置',
    lead: '救援人员需要您的准确位置，请允许浏览器获取定位',
    checking: '正在核对链接…',
    expired: '定位链接已失效（有效期 30 分钟，仅可使用一次），请联系救援人员重新发送',
    start: '开始定位',
    locating: '正在定位，请稍候…',
    sending: '正在发送位置…',
    timeoutTitle: '定位超时',
    timeoutLead: '暂时无法获取定位，您可以重试，或直接填写所在位置',
    retry: '重新定位',
    typed: '所在位置',
    typedPlaceholder: '道路名称、方向、附近地标',
    sendTyped: '发送位置',
    doneTitle: '定位成功',
    doneLead: '您的位置已发送给救援人员，请保持电话畅通，在安全区域等候',
    safety: '在高速、高架或隧道内请先拨打 12122',
  },
  side: {
    title: '救援进度',
    rescuer: '救援师傅',
    missing: '没有找到这条救援',
  },
};

export type OrderRescueMessages = typeof orderRescueZhCN;
