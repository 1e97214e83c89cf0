// /serviceTransfer/transferCoupons: built by a later issue; until then the route shows the shared "not available yet" state.
export { NotYetAvailable as Page } from '../../../shared/ui/not-yet-available.js';
