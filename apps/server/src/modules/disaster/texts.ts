import type { Localized } from '@rc/contract';

/** What the rescuer screens are told when something is refused. */
export const texts = {
  badLogin: { 'zh-CN': '账号或密码错误', 'en-US': 'Wrong account or password' },
  locked: {
    'zh-CN': '密码错误次数过多，请15分钟后再试',
    'en-US': 'Too many wrong passwords; try again in 15 minutes',
  },
  vehicleUnknown: { 'zh-CN': '未找到该救援车辆', 'en-US': 'No tow vehicle with this plate' },
  vehicleTaken: {
    'zh-CN': '该车辆已被其他师傅绑定',
    'en-US': 'This vehicle is bound to another rescuer',
  },
  vehicleBusy: {
    'zh-CN': '该车辆正在执行工单，暂不能解绑',
    'en-US': 'This vehicle is on a work order and cannot be unbound now',
  },
  needVehicle: {
    'zh-CN': '请先绑定救援车辆再接单',
    'en-US': 'Bind a tow vehicle before accepting work orders',
  },
  alreadyTaken: {
    'zh-CN': '该工单已被其他师傅接单',
    'en-US': 'Another rescuer has already accepted this work order',
  },
  stepNotAllowed: {
    'zh-CN': '工单状态已变化，请刷新后再试',
    'en-US': 'The work order has moved on; refresh and try again',
  },
  reassignTarget: {
    'zh-CN': '改派车辆须为本公司已绑定师傅的其他车辆',
    'en-US': 'Reassign to another bound vehicle of your company',
  },
} satisfies Record<string, Localized>;
