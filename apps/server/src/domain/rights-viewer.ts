import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { customers } from '../db/schema/customers.js';
import { retiredBranch, servingBranchesOf, type CustomerBranch } from './customer-branches.js';

export type CustomerRow = typeof customers.$inferSelect;

/** Who is looking: the customer whose rights show (the switched-to one, if any) and the gates that apply. */
export interface Viewer {
  customer: CustomerRow;
  customerId: string;
  /** A grantee's authorised plates: only coupons of these count (decision 040); null on one's own account. */
  plates: readonly string[] | null;
  isVip: boolean;
  /** The branch company the session acts under ('' while a multi-branch customer has not chosen). */
  branchCode: string;
  /** The customer's branch companies still in service. */
  branches: readonly string[];
  /** The branch the session acted under when the console took it out of service (its offers are gone). */
  retiredBranch?: CustomerBranch | null;
}

/** The customer's record and serving branch companies, as a session read them (or null: read here). */
export interface ViewerRecord {
  customer: CustomerRow;
  branches: readonly string[];
}

async function loadViewerRecord(db: DbOrTx, customerId: string): Promise<ViewerRecord | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) return null;
  const rows = await servingBranchesOf(db, customerId);
  return { customer, branches: rows.map((r) => r.code) };
}

/**
 * The viewer of a call: the record read with the session when it is this customer's, else loaded here
 * (null: no such customer). A chosen branch that was disabled since is dropped (no branch-area offers)
 * and named in `retiredBranch`.
 */
export async function viewerOf(
  db: DbOrTx,
  call: {
    customerId: string;
    plates: readonly string[] | null;
    /** The branch the session chose ('' for none). */
    sessionBranch: string;
    known: ViewerRecord | null | undefined;
  },
): Promise<Viewer | null> {
  const { customerId } = call;
  const record = call.known?.customer.id === customerId ? call.known : await loadViewerRecord(db, customerId);
  if (!record) return null;
  const { customer, branches } = record;
  const chosen = call.sessionBranch || customer.branchCompanyCode;
  // Only a chosen branch outside the serving ones costs a look-up (the rare case).
  const retired = chosen && !branches.includes(chosen) ? await retiredBranch(db, chosen) : null;
  const branchCode = retired ? '' : chosen || (branches.length === 1 ? (branches[0] ?? '') : '');
  return {
    customer,
    customerId,
    plates: call.plates,
    isVip: customer.isVip,
    branchCode,
    branches,
    retiredBranch: retired,
  };
}
