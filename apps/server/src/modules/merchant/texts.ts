/** What the merchant screens are told, in both languages. */
export const text = {
  noMerchant: { 'zh-CN': '当前账号未绑定商户', 'en-US': 'This account is not linked to a merchant.' },
  notHere: {
    'zh-CN': '该券不能在本店核销（门店、服务类型或可用时段不符）',
    'en-US': 'This coupon cannot be redeemed at your store (store, service or time of use).',
  },
  inTransfer: {
    'zh-CN': '该券正在转赠中，暂不能核销',
    'en-US': 'This coupon is being given to someone and cannot be redeemed now.',
  },
  notUsable: {
    'zh-CN': '该券已核销、已过期或剩余次数不足',
    'en-US': 'This coupon is used up, expired or has too few uses left.',
  },
  orderDone: {
    'zh-CN': '该订单已核销或已取消',
    'en-US': 'This order has already been verified or was cancelled.',
  },
  tooLate: {
    'zh-CN': '核销已超过30分钟，不能撤销',
    'en-US': 'More than 30 minutes have passed; the redemption can no longer be undone.',
  },
  notUndoable: {
    'zh-CN': '该核销不能撤销（已撤销或为服务订单）',
    'en-US': 'This redemption cannot be undone (already undone, or it completed a service order).',
  },
  notToServe: {
    'zh-CN': '该订单不是待服务状态',
    'en-US': 'This order is not waiting to be served.',
  },
  tooLarge: {
    'zh-CN': '图片不能超过2MB',
    'en-US': 'The photo must be 2 MB or smaller.',
  },
  notImage: {
    'zh-CN': '仅支持JPEG、PNG或WebP图片',
    'en-US': 'Only JPEG, PNG or WebP photos are accepted.',
  },
} as const;
