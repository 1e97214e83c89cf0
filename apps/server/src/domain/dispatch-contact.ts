import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DispatchContact } from '@rc/contract';
import type { Db } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { customers, dispatchDeskBindings, orders, rescueRequests } from '../db/schema/index.js';
import { writeAudit } from './audit.js';
import { openRescueOrderStatuses } from './dispatch-board.js';
import { openPlace } from './rescue.js';
import type { NumberMaskingProvider } from './rescue-calls.js';

/**
 * A dispatcher's reveal of what reaching the customer of an open rescue needs:
 * the full address, the exact point and a relay number that puts the dispatch
 * desk's line through to the customer (AXB at the number-masking provider, the
 * customer's real number never leaves the server). The desk's binding is stored
 * at the first reveal and reused by the next ones while the rescue is open; it
 * ends with the rescue and is released by the sweep (decision 053). The audit
 * line is written in the transaction that reads the order, so no reveal is
 * answered without its line. Null when the rescue is no longer open (nothing written).
 * Who may reveal is the module's check, made before this is called.
 */
export async function revealRescueContact(
  db: Db,
  fieldCrypto: FieldCrypto,
  provider: NumberMaskingProvider,
  operator: { operatorId: string; account: string },
  deskNumber: string | null | undefined,
  orderId: string,
  now: Date,
): Promise<DispatchContact | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        orderNo: orders.orderNo,
        contactName: orders.contactName,
        contactMobileSealed: orders.contactMobileSealed,
        accountMobileSealed: customers.mobileSealed,
        placeSealed: rescueRequests.placeSealed,
        maskedAddress: rescueRequests.maskedAddress,
      })
      .from(orders)
      .innerJoin(rescueRequests, eq(rescueRequests.orderId, orders.id))
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(orders.id, orderId), inArray(orders.status, [...openRescueOrderStatuses])));
    if (!row) return null;
    const place = openPlace(fieldCrypto, row.placeSealed);
    const desk = deskNumber;
    let relayNumber: string | null = null;
    // The contact number given with the rescue, else the account's own.
    const mobileSealed = row.contactMobileSealed || row.accountMobileSealed || '';
    if (desk && mobileSealed) {
      // Two reveals at once: the row lock makes the second wait and find the first one's binding.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      const [open] = await tx
        .select({ relayNumber: dispatchDeskBindings.relayNumber })
        .from(dispatchDeskBindings)
        .where(and(eq(dispatchDeskBindings.orderId, orderId), isNull(dispatchDeskBindings.endedAt)));
      if (open) {
        relayNumber = open.relayNumber;
      } else {
        // The desk is the B side of the binding: dialling the relay number from it reaches the customer.
        const bound = await provider.bind({
          jobId: `desk:${orderId}`,
          customerMobile: fieldCrypto.open(mobileSealed),
          rescuerMobile: desk,
          attempt: 0,
        });
        await tx.insert(dispatchDeskBindings).values({
          orderId,
          operatorId: operator.operatorId,
          provider: provider.name,
          providerRef: bound.providerRef,
          relayNumber: bound.relayNumber,
          createdAt: now,
        });
        relayNumber = bound.relayNumber;
      }
    }
    await writeAudit(
      tx,
      operator,
      {
        action: 'rescue.revealContact',
        objectType: 'rescueOrder',
        objectId: row.orderNo,
        after: { fullAddressShown: true, relayNumber },
      },
      now,
    );
    return {
      orderNo: row.orderNo,
      address: place?.address || row.maskedAddress,
      point: place ? { lng: place.lng, lat: place.lat } : null,
      contactName: row.contactName,
      relayNumber,
    };
  });
}
