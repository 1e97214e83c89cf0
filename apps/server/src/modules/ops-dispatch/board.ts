import type { BoardOrder, BoardVehicle, Locale } from '@rc/contract';
import { boardOrders, boardVehicles, reassignOpenRescue } from '../../domain/dispatch-board.js';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import type { OperatorContext } from '../../http/operator-session.js';
import { badField } from '../../http/validate.js';
import { dispatchTexts } from './texts.js';

/** The board: open rescues oldest first (the longest wait on top), and the trucks. Reads are not audited. */
export async function dispatchBoard(
  deps: AppDeps,
  locale: Locale,
  now = new Date(),
): Promise<{ at: string; orders: BoardOrder[]; vehicles: BoardVehicle[] }> {
  const [list, vehicles] = [
    await boardOrders(deps.db, deps.fieldCrypto, locale, now),
    await boardVehicles(deps.db),
  ];
  return { at: now.toISOString(), orders: list, vehicles };
}

/** Offers an open rescue to another free truck (domain/dispatch-board.ts), each refusal worded here. */
export async function reassignRescue(
  deps: AppDeps,
  operator: OperatorContext,
  body: { orderId: string; dispatchId: string; vehicleNo: string; reason: string },
  locale: Locale,
  now = new Date(),
): Promise<BoardOrder> {
  const moved = await reassignOpenRescue(
    deps.db,
    deps.fieldCrypto,
    operator,
    body,
    deps.config.rescueOfferSeconds,
    locale,
    now,
  );
  if (moved.ok) return moved.value;
  if (moved.reason === 'vehicleNotInDispatch') throw badField('vehicleNo', locale);
  throw toast(dispatchTexts[moved.reason]);
}
