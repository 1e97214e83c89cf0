/**
 * The states and statuses both the database and the API speak (issue 24: status enums
 * defined once). The schema's text columns and the contract's zod enums are built from
 * these lists, so a value added here is a value of both.
 */

/** An order's life: submitted → accepted → inService → toVerify → completed; cancelled before the service starts. */
export const orderStatuses = [
  'submitted',
  'accepted',
  'inService',
  'toVerify',
  'completed',
  'cancelled',
] as const;

/** A coupon's state; `expired` is also derived on read for an unused coupon past its last day. */
export const couponStates = ['unused', 'used', 'expired', 'transferring', 'transferred'] as const;

/** A coupon transfer (gift) between customers. */
export const transferStates = ['giving', 'claimed', 'cancelled', 'expired'] as const;

/** A rescue work order (sub-ticket), from the offer to a truck to its end. */
export const dispatchStatuses = [
  'offered',
  'accepted',
  'departed',
  'arrived',
  'inService',
  'finished',
  'reassigned',
  'expired',
  'cancelled',
] as const;

/** A customer's feedback, from sending to an operator's answer or closing. */
export const feedbackStates = ['open', 'answered', 'closed'] as const;

/** A question a customer asked about an order (online consultation). */
export const inquiryStates = ['open', 'answered', 'cancelled'] as const;

/** A suggestion's topic (/mine/feedback, the suggestion form). */
export const suggestionCategories = ['service', 'product', 'complaint', 'other'] as const;

/** A suggestion, from sending to an operator's reply or closing. */
export const suggestionStates = ['received', 'replied', 'closed'] as const;

/** What a question about an order is about (/order/orderquestion). */
export const orderQuestionTypes = ['progress', 'quality', 'charge', 'other'] as const;

/** How a rescue ended for the rescuer who worked it. */
export const rescueOutcomes = ['completed', 'goneOnArrival', 'unsuccessful', 'cancelled'] as const;

/** A gift package a customer holds (isGiftBag N: to claim, Y: claimed). */
export const giftPackageStates = ['toClaim', 'claimed'] as const;

/** A points gift exchange. */
export const giftExchangeStates = ['done', 'refunded'] as const;

/** Where a tip is shown, and how loud it is. */
export const tipPlacements = ['rights', 'login'] as const;
export const tipLevels = ['info', 'warning'] as const;
