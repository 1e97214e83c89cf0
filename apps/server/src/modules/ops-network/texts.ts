import type { Localized } from '@rc/contract';

/** What the network screens answer when a change cannot happen. */
export const networkTexts = {
  branchExists: { 'zh-CN': '该分公司代码已存在', 'en-US': 'A branch company with this code already exists' },
  snExists: { 'zh-CN': '该门店编号已被使用', 'en-US': 'This store SN code is already in use' },
  loginExists: { 'zh-CN': '该登录账号已被使用', 'en-US': 'This sign-in name is already in use' },
  driverHasVehicles: {
    'zh-CN': '该师傅仍绑定着救援车，请先解绑车辆再改为代驾司机',
    'en-US': 'This worker still has tow vehicles bound; unbind them before making them a designated driver',
  },
  vehicleExists: {
    'zh-CN': '该车牌的救援车已登记',
    'en-US': 'A tow vehicle with this plate is already registered',
  },
  vehicleServing: {
    'zh-CN': '该救援车正在服务或有待接派单，请先在调度台改派',
    'en-US': 'This truck is serving or holding an offer. Reassign it on the dispatch board first',
  },
  rescuerServing: {
    'zh-CN': '该救援人员有进行中的工单，请先在调度台改派',
    'en-US': 'This rescuer has work in progress. Reassign it on the dispatch board first',
  },
  branchDisabled: {
    'zh-CN': '该分公司已停用，不能新增门店或救援人员',
    'en-US': 'This branch company is disabled; no new stores or rescuers under it',
  },
} satisfies Record<string, Localized>;
