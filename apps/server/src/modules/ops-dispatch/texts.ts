import type { Localized } from '@rc/contract';

/** What the dispatch board answers when a reassignment cannot happen. */
export const dispatchTexts = {
  orderGone: {
    'zh-CN': '该救援单已结束或不存在，请刷新调度台',
    'en-US': 'This rescue has ended or does not exist. Refresh the board',
  },
  changedMeanwhile: {
    'zh-CN': '该救援单刚刚有了变化（已被接单、到达或改派），请刷新后再试',
    'en-US': 'This rescue changed just now (accepted, arrived or reassigned). Refresh and try again',
  },
  notReassignable: {
    'zh-CN': '救援车已到达现场，不能再改派',
    'en-US': 'The truck has reached the customer; the order can no longer be reassigned',
  },
  vehicleBusy: {
    'zh-CN': '该救援车正在服务或已有待接的派单，请选择空闲车辆',
    'en-US': 'That truck is serving or holding another offer. Choose a free one',
  },
  sameVehicle: {
    'zh-CN': '该救援单已派给这辆车',
    'en-US': 'The order is already with that truck',
  },
} satisfies Record<string, Localized>;
