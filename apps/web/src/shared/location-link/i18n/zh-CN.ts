/** Words of the location-link form the rescuer and staff screens share (namespace `locationLink`). */
export const locationLinkZhCN = {
  title: '发送定位链接',
  lead: '客户无法描述位置时，生成一次性定位链接通过短信发给客户，客户打开即可上报位置。',
  mobile: '客户手机号（选填）',
  mobileInvalid: '请输入 11 位手机号，或留空',
  create: '生成链接',
  again: '再生成一个',
  url: '定位链接',
  expires: '{{time}} 前有效（30 分钟），仅可使用一次',
  copy: '复制链接',
  copied: '已复制',
  copyFailed: '无法自动复制，请长按链接手动复制',
};

export type LocationLinkMessages = typeof locationLinkZhCN;
