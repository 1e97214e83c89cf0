import type { Localized, SharedRescue } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, toast } from '../../http/errors.js';
import { cancelRescue as cancelRescueMove } from '../../domain/rescue-moves.js';
import { changeRescueDestination, newShareCode, rescueByShareCode } from '../../domain/rescue-orders.js';
import { followOf } from './follow.js';
import { findOwnRescue } from './service.js';

type Ref = { orderPrimaryId: string; primaryCheck: string };

const words = {
  cannotCancel: {
    'zh-CN': '救援师傅已到达现场，不能取消；如不再需要服务，请告知师傅结束救援',
    'en-US': 'The rescuer is already with you, so it cannot be cancelled; ask the rescuer to end the service',
  },
  destinationLocked: {
    'zh-CN': '已开始拖车，目的地不能再修改',
    'en-US': 'Towing has started; the destination can no longer change',
  },
  shareEnded: {
    'zh-CN': '该救援已结束，跟踪链接已失效',
    'en-US': 'This rescue has ended; the tracking link no longer works',
  },
} satisfies Record<string, Localized>;

export const cancelReasonNames: Record<string, Localized> = {
  selfSolved: { 'zh-CN': '问题已自行解决', 'en-US': 'I solved it myself' },
  otherHelp: { 'zh-CN': '已找到其他救援', 'en-US': 'I found other help' },
  tooSlow: { 'zh-CN': '等待时间太长', 'en-US': 'The wait is too long' },
  wrongInfo: { 'zh-CN': '信息填写有误', 'en-US': 'I entered wrong details' },
  other: { 'zh-CN': '其他原因', 'en-US': 'Another reason' },
};

/**
 * Cancels by the stage reached: while no rescuer is on site (the order is
 * submitted or accepted) it cancels, closes the work order and gives the coupon
 * back; from arrival on it is refused (the rescuer ends it with an outcome).
 */
export async function cancelRescue(
  deps: AppDeps,
  customerId: string,
  input: Ref & { reasonCode: string; reason?: string | undefined },
) {
  const { order } = await findOwnRescue(deps, customerId, input);
  const name = cancelReasonNames[input.reasonCode]?.['zh-CN'] ?? input.reasonCode;
  const note = [name, input.reason].filter(Boolean).join('：');
  const moved = await deps.db.transaction((tx) =>
    cancelRescueMove(tx, order.id, { kind: 'customer', id: customerId }, note),
  );
  if (!moved) throw keepOnScreen(words.cannotCancel);
  const fresh = await findOwnRescue(deps, customerId, input);
  return followOf(deps, fresh.order, fresh.request);
}

/**
 * Changes where the car goes, until towing starts. The work order is locked
 * while checking, so a rescuer starting to tow at the same moment either comes
 * first (and the change is refused) or sees the new destination.
 */
export async function changeDestination(
  deps: AppDeps,
  customerId: string,
  input: Ref & { destination: { address: string; lng: number; lat: number } },
) {
  const { order } = await findOwnRescue(deps, customerId, input);
  // Until towing starts, under the order's and the work order's locks (domain/rescue-orders.ts).
  const changed = await changeRescueDestination(deps.db, order.id, input.destination);
  if (changed === 'locked') throw toast(words.destinationLocked);
  const fresh = await findOwnRescue(deps, customerId, input);
  return followOf(deps, fresh.order, fresh.request);
}

/**
 * A read-only link for family. Only the code's hash is kept; a new link
 * replaces the last (so a link sent to the wrong person is revoked by sharing
 * again), and it works while the rescue is open.
 */
export async function shareRescue(deps: AppDeps, customerId: string, ref: Ref) {
  const { order } = await findOwnRescue(deps, customerId, ref);
  if (order.status === 'completed' || order.status === 'cancelled') throw keepOnScreen(words.shareEnded);
  const code = await newShareCode(deps.db, order.id);
  // The progress screen needs no sign-in; with `track` it shows the family view.
  return { url: `/rescue/seeschedule?track=${code}` };
}

/** The family's view by link: progress, truck and place; no numbers, refused once the rescue ended. */
export async function sharedRescue(deps: AppDeps, code: string): Promise<SharedRescue> {
  const row = await rescueByShareCode(deps.db, code);
  if (!row || row.order.status === 'completed' || row.order.status === 'cancelled')
    throw keepOnScreen(words.shareEnded);
  const f = await followOf(deps, row.order, row.request);
  return {
    status: f.status,
    stage: f.stage,
    rescuerPosition: f.rescuerPosition,
    customerPlace: f.customerPlace,
    etaMinutes: f.etaMinutes,
    distanceMeters: f.distanceMeters,
    history: f.history,
    faultType: f.faultType,
    destination: f.destination,
    trail: f.trail,
    outcome: f.outcome,
    rescuerName: f.rescuer?.name ?? null,
    vehicleNo: f.rescuer?.vehicleNo ?? null,
  };
}
