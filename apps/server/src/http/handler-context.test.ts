import { describe, expectTypeOf, it } from 'vitest';
import type {
  bindTowVehicle,
  downloadTemplate,
  login,
  lookUpTicket,
  normalRights,
  opsChannelCreate,
} from '@rc/contract';
import type { HandlerContext } from './endpoints.js';
import type { ActingFor } from './acting-for.js';
import type { SessionContext } from './session-store.js';
import type { OperatorContext } from './operator-session.js';

/**
 * Issue 21: the server resolves who a call is for before the handler runs and hands
 * the handler a context typed by the endpoint's auth level, so no handler works it
 * out again. Checked by the compiler (`npm run typecheck`): a context that turned
 * nullable again would fail to compile here.
 */
describe("a handler's context is typed by its endpoint's auth level", () => {
  it('a customer endpoint gets its customer and session, never null', () => {
    expectTypeOf<HandlerContext<typeof normalRights>['customer']>().toEqualTypeOf<ActingFor>();
    expectTypeOf<HandlerContext<typeof normalRights>['session']>().toEqualTypeOf<SessionContext>();
  });

  it('a merchant endpoint gets the merchant account it acts for', () => {
    expectTypeOf<HandlerContext<typeof lookUpTicket>['customer']>().toEqualTypeOf<ActingFor>();
  });

  it('a rescuer endpoint gets its session; a session endpoint may be a rescuer, so no customer is promised', () => {
    expectTypeOf<HandlerContext<typeof bindTowVehicle>['session']>().toEqualTypeOf<SessionContext>();
    expectTypeOf<HandlerContext<typeof downloadTemplate>['session']>().toEqualTypeOf<SessionContext>();
    expectTypeOf<HandlerContext<typeof downloadTemplate>['customer']>().toEqualTypeOf<ActingFor | null>();
  });

  it('a console endpoint gets its operator', () => {
    expectTypeOf<HandlerContext<typeof opsChannelCreate>['operator']>().toEqualTypeOf<OperatorContext>();
  });

  it('an open endpoint promises nothing', () => {
    expectTypeOf<HandlerContext<typeof login>['session']>().toEqualTypeOf<SessionContext | null>();
    expectTypeOf<HandlerContext<typeof login>['customer']>().toEqualTypeOf<ActingFor | null>();
  });
});
