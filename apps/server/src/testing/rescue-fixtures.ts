import { sql } from 'drizzle-orm';
import { submitRescueOrder, updateWorkOrderProgress, type BodyOf } from '@rc/contract';
import { sealMessage } from '@rc/sm2';
import { demoRescuerLogin } from '../seed/rescue.js';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { testClient, type TestClient } from './client.js';
import type { CustomerSession, Factories, RescuerSession } from './factories.js';
import { loginAs, type Reply } from './handoff.js';
import { testApiHeaders, type TestApp } from './test-app.js';

/** Where a rescue is asked for: the address and its point. */
export type RescuePlace = BodyOf<typeof submitRescueOrder>['place'];

/** Jianguo Road, Beijing: where the rescue tests' customers break down unless a test says otherwise. */
export const jianguoRoad = {
  address: '北京市朝阳区建国路88号',
  lng: 116.47,
  lat: 39.906,
} satisfies RescuePlace;

/**
 * A customer's tow request (submitRescueOrder) at `place`, in their own name, number and
 * first plate (no rescue right needed: it is still taken at the listed price). Returns
 * the rescue's reference, the customer and their token.
 */
export async function requestTowRescue(
  kit: Pick<TestClient, 'ok'>,
  me: CustomerSession,
  place: RescuePlace,
  extra: Partial<BodyOf<typeof submitRescueOrder>> = {},
) {
  const created = await kit.ok(submitRescueOrder, {
    as: me,
    body: {
      serviceType: '1',
      faultType: 'tow',
      contactName: me.name,
      contactMobile: me.mobile,
      plateNumber: me.plates[0] ?? '',
      place,
      onHighway: false,
      ...extra,
    },
  });
  return { ...created, me, token: me.token };
}
export type RequestedRescue = Awaited<ReturnType<typeof requestTowRescue>>;

/**
 * A rescue network no seeded truck is part of: a branch of its own whose tow company
 * has a truck about 1 km east of `place` (near) and one about 4.5 km east (far), both
 * bound and free, and a customer of that branch. Dispatch offers the customer's rescues
 * at `place` to `near` first; `rescuerOf` names the rescuer of an offered vehicle.
 */
export async function aRescueNetwork(
  kit: Pick<Factories, 'aBranch' | 'aRescuer' | 'aCustomer'>,
  place: { lng: number; lat: number },
) {
  const branch = await kit.aBranch();
  const near = await kit.aRescuer({ branch: branch.code, at: { lng: place.lng + 0.0105, lat: place.lat } });
  const far = await kit.aRescuer({
    branch: branch.code,
    company: near.companyName,
    at: { lng: place.lng + 0.047, lat: place.lat },
  });
  const me = await kit.aCustomer({ branches: [branch.code] });
  const rescuerOf = (vehicleNo: string | null) => (vehicleNo === far.vehicleNo ? far : near);
  return { branch, near, far, me, rescuerOf };
}

/** A rescue at `place`, asked for by the customer of a rescue network of its own (`aRescueNetwork`). */
export async function aRescueInNetwork(
  kit: Pick<TestClient, 'ok'> & Pick<Factories, 'aBranch' | 'aRescuer' | 'aCustomer'>,
  place: RescuePlace & { lng: number; lat: number },
) {
  const network = await aRescueNetwork(kit, place);
  const created = await requestTowRescue(kit, network.me, place);
  return { ...network, created };
}

/**
 * `step(who, orderId, vehicleNo, stepName, extra?)`: one step of a factory-made rescuer
 * (updateWorkOrderProgress) on the order's newest work order, reported from `at`.
 */
export function workOrderSteps(t: () => TestApp, at: { lng: number; lat: number }) {
  const { latestDispatch } = rescueFixtures(t);
  const { call } = testClient(t);
  return async function step(
    who: RescuerSession,
    orderId: string,
    vehicleNo: string,
    stepName: BodyOf<typeof updateWorkOrderProgress>['step'],
    extra: Partial<BodyOf<typeof updateWorkOrderProgress>> = {},
  ) {
    const d = await latestDispatch(orderId);
    return call(updateWorkOrderProgress, {
      as: who,
      body: {
        ticketId: d.order_no,
        subTicketId: d.sub_ticket_id,
        vehicleNo,
        step: stepName,
        lng: at.lng,
        lat: at.lat,
        ...extra,
      },
    });
  };
}

/** Calls the rescue tests share: customers requesting rescues, rescuers moving work orders. */
export function rescueFixtures(t: () => TestApp) {
  const api = '/api/rcservice';

  async function post<T = unknown>(path: string, payload: unknown, token?: string) {
    const res = await t().call({ method: 'POST', url: api + path, payload: payload as object, token });
    return res.json<Reply<T>>();
  }
  async function get<T = unknown>(path: string, token?: string) {
    const res = await t().call({ method: 'GET', url: api + path, token });
    return res.json<Reply<T>>();
  }
  async function rows<T>(query: string): Promise<T[]> {
    const r = await t().database.db.execute(sql.raw(query));
    return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
  }
  async function rescuerToken(
    account: string = demoRescuerLogin.account,
    password: string = demoRescuerLogin.password,
  ) {
    const r = await post<{ token: string }>('/disaster/R00010051', { account, password, channel: '1' });
    if (r.status !== 0) throw new Error(`rescuer login failed: ${r.statusText}`);
    return r.data.token;
  }
  async function customer(persona: string) {
    const login = (await loginAs(t(), persona)) as { token: string; userVo: { publicSecret: string } };
    const keys = await post<{ publicKey: string }>(
      '/gettoken/R00040032',
      { publicSecret: login.userVo.publicSecret },
      login.token,
    );
    return { token: login.token, publicKey: keys.data.publicKey };
  }
  /** A rescue on Jianguo Road (116.47, 39.906); returns its reference and the customer's token. */
  async function requestRescue(persona: string, plate: string, extra: Record<string, unknown> = {}) {
    const s = await customer(persona);
    const body = {
      serviceType: '1',
      faultType: 'tow',
      contactName: '测试',
      contactMobile: '13812341234',
      plateNumber: plate,
      place: { address: '北京市朝阳区建国路88号', lng: 116.47, lat: 39.906 },
      onHighway: false,
      ...extra,
    };
    const r = await post<{ orderPrimaryId: string; primaryCheck: string }>(
      '/rescueOrder/R00010070',
      { message: sealMessage(body, s.publicKey) },
      s.token,
    );
    if (r.status !== 0) throw new Error(`rescue request failed: ${r.statusText}`);
    return { ...r.data, token: s.token };
  }
  /** The order's newest work order as the database has it. */
  async function latestDispatch(orderId: string) {
    const [row] = await rows<{
      id: string;
      order_no: string;
      sub_ticket_id: string;
      status: string;
      vehicle_no: string | null;
      rescuer_id: string | null;
    }>(
      `select d.id, o.order_no, d.sub_ticket_id, d.status, d.vehicle_no, d.rescuer_id from rescue_dispatches d
       join orders o on o.id = d.order_id where d.order_id = '${orderId}' order by d.status in ('expired', 'reassigned'), d.offered_at desc limit 1`,
    );
    if (!row) throw new Error('no work order');
    return row;
  }
  /** One rescuer step on the order's newest work order. */
  async function step(
    token: string,
    orderId: string,
    vehicleNo: string,
    stepName: string,
    extra: Record<string, unknown> = {},
  ) {
    const d = await latestDispatch(orderId);
    return post<Record<string, unknown>>(
      '/disaster/R00010058',
      {
        ticketId: d.order_no,
        subTicketId: d.sub_ticket_id,
        vehicleNo,
        step: stepName,
        lng: 116.465,
        lat: 39.908,
        ...extra,
      },
      token,
    );
  }
  return {
    post,
    get,
    rows,
    rescuerToken,
    customer,
    requestRescue,
    latestDispatch,
    step,
    headers: testApiHeaders,
  };
}

/**
 * A second server on the same PostgreSQL database, as another process would
 * be: its own pool and its own listening connection. Close it after use.
 */
export async function secondServer(t: TestApp) {
  const database = await openDatabase(t.config);
  const app = await buildApp({ config: t.config, database, logger: false });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
