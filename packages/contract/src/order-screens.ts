/**
 * Which screen shows an order, for every list that links one (my orders, the
 * order detail reached by id, a rescue list): a rescue opens its live progress
 * screen (map, rescuer, meeting code, urge, share, rescue cancel reasons), any
 * other order the common order detail. Zod-free, so the browser takes only this.
 */
export const rescueOrderServiceType = '1';

export function orderScreenPath(order: { id: string; primaryCheck: string; serviceType: string }): string {
  if (order.serviceType === rescueOrderServiceType) {
    const q = new URLSearchParams({ orderPrimaryId: order.id, primaryCheck: order.primaryCheck });
    return `/rescue/seeschedule?${q.toString()}`;
  }
  return `/order/checkDetail/${encodeURIComponent(order.id)}`;
}
