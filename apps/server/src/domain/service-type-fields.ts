import type { ServiceField, ServiceFieldKind, ServiceTypeDescription } from '@rc/contract';

/**
 * What an operator's form edit must keep (docs/decisions/015, "Operators edit the
 * description"): the fields whose answers fill an order's columns (plate, contact,
 * appointment, place) or draw a screen of their own (the paint diagram), and the keys a
 * screen reads by name (the paint landing's prices by car class).
 */
const pinnedKinds: readonly ServiceFieldKind[] = ['plate', 'mobile', 'timeSlot', 'address', 'panels'];
const pinnedKeys: readonly string[] = ['carClass'];

export const isPinned = (f: ServiceField) => pinnedKinds.includes(f.kind) || pinnedKeys.includes(f.key);

/** The keys of a description's fields that cannot be removed. */
export const fixedFieldKeys = (d: ServiceTypeDescription) => d.fields.filter(isPinned).map((f) => f.key);
