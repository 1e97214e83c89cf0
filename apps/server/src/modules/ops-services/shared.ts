import type { Localized } from '@rc/contract';

/** What the services screens are told when something is refused. */
export const servicesTexts = {
  notDriverOrder: {
    'zh-CN': '该订单不是代驾预约',
    'en-US': 'This order is not a designated-driver booking',
  },
  orderCancelled: {
    'zh-CN': '客户已取消该代驾预约，无需派单',
    'en-US': 'The customer cancelled this booking; no driver is needed',
  },
  orderUnderWay: {
    'zh-CN': '代驾服务已开始或已结束，不能再派单或改派',
    'en-US': 'The drive has started or ended; the driver can no longer be assigned or changed',
  },
  driverUnavailable: {
    'zh-CN': '所选师傅不是可用的代驾司机，请重新选择',
    'en-US': 'The worker chosen is not an enabled designated driver; choose another',
  },
  sameDriver: {
    'zh-CN': '该预约已派给这位司机',
    'en-US': 'This booking is already assigned to this driver',
  },
  notCard: {
    'zh-CN': '该订单不是健康卡申请',
    'en-US': 'This order is not a health card application',
  },
  cardWithdrawn: {
    'zh-CN': '客户已撤回该健康卡申请，不能制卡',
    'en-US': 'The customer withdrew this application; the card cannot be issued',
  },
  cardIssued: {
    'zh-CN': '该健康卡已寄出，不能重复制卡',
    'en-US': 'This card has already been posted; it cannot be issued twice',
  },
} satisfies Record<string, Localized>;
