import { Status, type Localized } from '@rc/contract';
import { BusinessError } from '../../http/errors.js';

/** What the rescuer screens are told when something is refused. */
export const texts = {
  badLogin: { 'zh-CN': '账号或密码错误', 'en-US': 'Wrong account or password' },
  locked: {
    'zh-CN': '密码错误次数过多，请15分钟后再试',
    'en-US': 'Too many wrong passwords; try again in 15 minutes',
  },
  vehicleUnknown: { 'zh-CN': '未找到该救援车辆', 'en-US': 'No tow vehicle with this plate' },
  driverNoVehicle: {
    'zh-CN': '代驾司机账号不能绑定救援车辆',
    'en-US': 'A designated driver’s account cannot bind tow vehicles',
  },
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
  reassignTargetBusy: {
    'zh-CN': '该车辆正在执行或已被派发其他工单，请改派给空闲车辆',
    'en-US': 'That vehicle is on another work order or has one offered; reassign to a free vehicle',
  },
  linkNotReported: {
    'zh-CN': '客户尚未通过该链接发送位置',
    'en-US': 'The customer has not sent a position through this link yet',
  },
  linkApplyClosed: {
    'zh-CN': '该工单已开始拖车或已结束，不能再修改救援地址',
    'en-US': 'This work order is towing or has ended; its rescue address can no longer change',
  },
  vehicleOnJob: {
    'zh-CN': '该车辆正在执行其他工单，请换一辆车接单',
    'en-US': 'This vehicle is on another work order; accept with another one',
  },
  meetingCodeWrong: {
    'zh-CN': '会面码不正确，请向车主核对4位会面码',
    'en-US': 'Wrong meeting code; check the 4 digits with the customer',
  },
  meetingCodeLocked: {
    'zh-CN': '会面码错误次数过多，请15分钟后再试',
    'en-US': 'Too many wrong meeting codes; try again in 15 minutes',
  },
  meetFirst: {
    'zh-CN': '请先输入车主的会面码确认见面',
    'en-US': "Enter the customer's meeting code first to confirm you met",
  },
  reasonNeeded: {
    'zh-CN': '请填写救援未成功的原因',
    'en-US': 'Say why the rescue did not succeed',
  },
  photoTooLarge: { 'zh-CN': '图片不能超过2MB', 'en-US': 'The photo must be 2 MB or smaller.' },
  photoNotImage: {
    'zh-CN': '仅支持JPEG、PNG或WebP图片',
    'en-US': 'Only JPEG, PNG or WebP photos are accepted.',
  },
  photosFull: { 'zh-CN': '每个工单最多9张照片', 'en-US': 'A work order takes at most 9 photos.' },
} satisfies Record<string, Localized>;

/** Bad input (-5) naming the field, with a message that says what is wrong with it. */
export function refusedField(field: string, text: Localized): BusinessError {
  return new BusinessError(Status.badInput, text, { errors: [{ field, message: text['en-US'] }] });
}
