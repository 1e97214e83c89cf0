/**
 * Where each right is used (issue 19, "every right leads to its use"): the one
 * table from a service type to the screen on which the customer books or uses
 * it. Zod-free data shared by the browser (coupon detail, right page, coupon
 * list) and the server's seed test, which fails when a seeded service type has
 * no entry here.
 *
 * - `book`: a booking screen; the coupon tapped goes along as `?couponId=`, and
 *   the screen preselects it when it is one of the customer's usable coupons.
 * - `code`: used in person (a lounge, a counter): the coupon's redemption code.
 * - `partner`: used on the partner's own page, the catalogue's external link
 *   (jumpType 3, per deployment), opened through the right tap (spec 4).
 * - `screen`: an app screen that uses the right itself (no coupon to pick).
 */
export type RightUse =
  { kind: 'book'; path: string } | { kind: 'code' } | { kind: 'partner' } | { kind: 'screen'; path: string };

const book = (path: string): RightUse => ({ kind: 'book', path });
const code: RightUse = { kind: 'code' };
const partner: RightUse = { kind: 'partner' };
const screen = (path: string): RightUse => ({ kind: 'screen', path });
/** Car wash, detailing, tyres and battery are booked at a partner store of the service. */
const atStore = (serviceType: string) => book(`/order/choiceStore?serviceType=${serviceType}`);

export const rightUses: Readonly<Record<string, RightUse>> = {
  '1': book('/rescue/application'),
  '6': book('/order/replaceDrive'),
  '9': atStore('9'),
  '11': book('/order/paintrepair'),
  '12': book('/order/SendforInspection'),
  '13': atStore('13'),
  '14': atStore('14'),
  '15': book('/order/carDisinfect'),
  '16': partner,
  '17': book('/order/safetyMonitor'),
  '18': partner,
  '21': book('/order/homeclean'),
  '22': book('/order/homeprotect'),
  '23': book('/order/healthInsurancePaymentCard?apply=1'),
  '24': book('/order/onlineConsultation'),
  '25': book('/order/phonelink'),
  '31': atStore('31'),
  '32': book('/order/replaceWalkCar'),
  '33': partner,
  '34': book('/order/safetyBerth'),
  '35': book('/order/overFight'),
  '41': code,
  '42': code,
  // The personal manager works through the gold-service desk: the jobs it booked for the customer.
  '43': screen('/order/GoldenOrder'),
  '44': atStore('44'),
  '51': screen('/rights/aiassess'),
};

/** How a right of this type is used; a type the table does not know is used by showing its code. */
export function rightUseOf(serviceType: string): RightUse {
  return rightUses[serviceType] ?? code;
}

/** The app path of a use with the coupon preselected, or null when the use is not an app screen. */
export function rightUsePath(use: RightUse, couponId?: string): string | null {
  if (use.kind === 'screen') return use.path;
  if (use.kind !== 'book') return null;
  if (!couponId) return use.path;
  const sep = use.path.includes('?') ? '&' : '?';
  return `${use.path}${sep}couponId=${encodeURIComponent(couponId)}`;
}
