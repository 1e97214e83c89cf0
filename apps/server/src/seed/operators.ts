import { hashPassword } from '../domain/rescue.js';
import { operators } from '../db/schema/index.js';
import type { SeedStep } from './seed.js';

/** The demo console accounts, shown on the /demo launcher (demo mode only). */
export const demoOperatorLogins = [
  { account: 'ops.demo', password: 'Ops#2026demo', displayName: '运营小周', role: 'operator' },
  { account: 'dispatch.demo', password: 'Dispatch#2026demo', displayName: '调度小吴', role: 'dispatcher' },
  { account: 'admin.demo', password: 'Admin#2026demo', displayName: '管理员老陈', role: 'admin' },
] as const;

export const seedOperators: SeedStep = async (tx) => {
  await tx.insert(operators).values(
    await Promise.all(
      demoOperatorLogins.map(async (o) => ({
        account: o.account,
        displayName: o.displayName,
        role: o.role,
        passwordHash: await hashPassword(o.password),
      })),
    ),
  );
};
