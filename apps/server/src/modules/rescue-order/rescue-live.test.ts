import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testApiHeaders, type TestApp } from '../../testing/test-app.js';
import {
  aRescueInNetwork,
  aRescueNetwork,
  jianguoRoad,
  requestTowRescue,
  rescueFixtures,
  secondServer,
} from '../../testing/rescue-fixtures.js';
import { testKit } from '../../testing/factories.js';
import { jpegWithExif } from '../../testing/images.js';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ RC_RESCUE_SWEEP_SECONDS: '0' });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const f = rescueFixtures(() => t);
const kit = testKit(() => t);

/** A rescue on Jianguo Road asked for by a customer of a rescue network of the test's own. */
const aRescue = () => aRescueInNetwork(kit, jianguoRoad);

interface Follow {
  status: string;
  stage: string;
  rescuerPosition: { lng: number; lat: number } | null;
  meetingCode: string | null;
  meetingConfirmed: boolean;
  outcome: string | null;
  canCancel: boolean;
  canChangeDestination: boolean;
  destination: { address: string } | null;
}

/** A customer's event stream, read as the browser would (fetch streaming with the Authorization header). */
async function openStream(ref: { orderPrimaryId: string; primaryCheck: string }, token: string) {
  const abort = new AbortController();
  const url = `${origin}/api/rcservice/rescueOrder/live?orderPrimaryId=${ref.orderPrimaryId}&primaryCheck=${encodeURIComponent(ref.primaryCheck)}`;
  const res = await fetch(url, {
    headers: { ...testApiHeaders, authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: { name: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  let reader: ReadableStreamDefaultReader<string> | null = null;
  const pump = async () => {
    if (!res.body) return;
    reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name && data) events.push({ name, data: JSON.parse(data) as unknown });
        for (const w of waiters.splice(0)) w();
        end = buffer.indexOf('\n\n');
      }
    }
    ended = true;
    for (const w of waiters.splice(0)) w();
  };
  const pumping = res.headers.get('content-type')?.includes('event-stream')
    ? pump().catch(() => undefined)
    : Promise.resolve();
  /** Waits for an update matching `test` (events are pushed as changes commit; no fixed delays). */
  const next = async (test: (f: Follow) => boolean): Promise<Follow> => {
    for (;;) {
      const hit = events.find((e) => e.name === 'update' && test(e.data as Follow));
      if (hit) return hit.data as Follow;
      if (ended) throw new Error('stream ended first');
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return {
    res,
    events,
    next,
    ended: () => ended,
    close: async () => {
      await reader?.cancel().catch(() => undefined);
      abort.abort();
      await pumping;
    },
  };
}

describe('live rescue stream', () => {
  it('streams each change of the rescue to the customer: accept, position, arrival, meeting, completion', async () => {
    const { created, rescuerOf } = await aRescue();
    const stream = await openStream(created, created.token);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.res.headers.get('cache-control')).toContain('no-store');
    const first = await stream.next(() => true);
    expect(first.status).toBe('submitted');
    expect(first.meetingCode).toBeNull();

    const d = await f.latestDispatch(created.orderPrimaryId);
    const { token } = rescuerOf(d.vehicle_no);
    const vehicle = d.vehicle_no ?? '';
    expect((await f.step(token, created.orderPrimaryId, vehicle, 'accepted')).status).toBe(0);
    const accepted = await stream.next((x) => x.status === 'accepted');
    expect(accepted.meetingCode).toMatch(/^\d{4}$/);

    await f.step(token, created.orderPrimaryId, vehicle, 'position', { lng: 116.4612, lat: 39.9071 });
    const moved = await stream.next((x) => x.rescuerPosition?.lng === 116.4612);
    expect(moved.rescuerPosition?.lat).toBe(39.9071);

    await f.step(token, created.orderPrimaryId, vehicle, 'arrived');
    await stream.next((x) => x.stage === 'arrived');
    await f.step(token, created.orderPrimaryId, vehicle, 'met', { meetingCode: accepted.meetingCode });
    const met = await stream.next((x) => x.meetingConfirmed);
    expect(met.meetingCode).toBeNull();
    await f.step(token, created.orderPrimaryId, vehicle, 'finished');
    const done = await stream.next((x) => x.status === 'completed');
    expect(done.outcome).toBe('completed');
    // The server ends the stream once the rescue is over.
    await stream.close();
    expect(stream.events.some((e) => e.name === 'end')).toBe(true);
    expect(t.app.deps.rescueLive.openCount()).toBe(0);
  });

  it("refuses another customer's rescue and a rescuer's token (an envelope, no stream)", async () => {
    const { created, near, branch } = await aRescue();
    const other = await kit.aCustomer({ branches: [branch.code] });
    const theirs = await openStream(created, other.token);
    expect(theirs.res.headers.get('content-type')).toContain('json');
    expect(((await theirs.res.json()) as { status: number }).status).toBe(-3);
    // A rescuer's token, even that of the rescuer it is offered to.
    const rescuer = await openStream(created, near.token);
    expect(((await rescuer.res.json()) as { status: number }).status).toBe(-3);
    const cancel = await f.post(
      '/rescueOrder/cancel',
      { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck, reasonCode: 'otherHelp' },
      created.token,
    );
    expect(cancel.status).toBe(0);
  });

  it('one session holds at most 4 live streams: a fifth is refused in words (the page then polls), a closed one frees its place', async () => {
    const { created } = await aRescue();
    const open = [];
    for (let i = 0; i < 4; i += 1) {
      const s = await openStream(created, created.token);
      expect(s.res.headers.get('content-type')).toContain('text/event-stream');
      await s.next(() => true);
      open.push(s);
    }
    const fifth = await openStream(created, created.token);
    expect(fifth.res.headers.get('content-type')).toContain('json');
    const refused = (await fifth.res.json()) as { status: number; statusText: string };
    expect(refused.status).toBe(-100);
    expect(refused.statusText).toContain('4');
    await open.shift()?.close();
    // The closed stream's place is given back once the server sees the socket go.
    await expect
      .poll(async () => {
        const s = await openStream(created, created.token);
        if (!s.res.headers.get('content-type')?.includes('event-stream')) return false;
        open.push(s);
        return true;
      })
      .toBe(true);
    for (const s of open) await s.close();
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a change made through another server process reaches this stream (LISTEN/NOTIFY)',
    async () => {
      const { created } = await aRescue();
      const stream = await openStream(created, created.token);
      await stream.next(() => true);
      // A second app on the same PostgreSQL database: its own pool and its own listening connection.
      const second = await secondServer(t);
      const other = second.app;
      try {
        const viaOther = await other.inject({
          method: 'POST',
          url: '/api/rcservice/rescueOrder/cancel',
          headers: { ...testApiHeaders, authorization: `Bearer ${created.token}` },
          payload: {
            orderPrimaryId: created.orderPrimaryId,
            primaryCheck: created.primaryCheck,
            reasonCode: 'tooSlow',
          },
        });
        expect(viaOther.json<{ status: number }>().status).toBe(0);
        const cancelled = await stream.next((x) => x.status === 'cancelled');
        expect(cancelled.outcome).toBe('cancelled');
      } finally {
        await stream.close();
        await second.close();
      }
    },
  );
});

describe('following a rescue', () => {
  it('cancels by the stage reached: before arrival yes (work order closed), after arrival no', async () => {
    const { me, rescuerOf } = await aRescueNetwork(kit, jianguoRoad);
    const before = await requestTowRescue(kit, me, jianguoRoad);
    const ok = await f.post<Follow>(
      '/rescueOrder/cancel',
      { orderPrimaryId: before.orderPrimaryId, primaryCheck: before.primaryCheck, reasonCode: 'selfSolved' },
      before.token,
    );
    expect(ok.status).toBe(0);
    expect(ok.data.status).toBe('cancelled');
    expect(ok.data.outcome).toBe('cancelled');
    expect((await f.latestDispatch(before.orderPrimaryId)).status).toBe('cancelled');

    const after = await requestTowRescue(kit, me, jianguoRoad);
    const d = await f.latestDispatch(after.orderPrimaryId);
    const { token } = rescuerOf(d.vehicle_no);
    const vehicle = d.vehicle_no ?? '';
    await f.step(token, after.orderPrimaryId, vehicle, 'accepted');
    // On its way: the destination may still change.
    const dest = await f.post<Follow>(
      '/rescueOrder/changeDestination',
      {
        orderPrimaryId: after.orderPrimaryId,
        primaryCheck: after.primaryCheck,
        destination: { address: '北京市朝阳区百子湾路16号', lng: 116.49, lat: 39.894 },
      },
      after.token,
    );
    expect(dest.status, dest.statusText).toBe(0);
    expect(dest.data.destination?.address).toBe('北京市朝阳区百子湾路16号');
    await f.step(token, after.orderPrimaryId, vehicle, 'arrived');
    const refused = await f.post(
      '/rescueOrder/cancel',
      { orderPrimaryId: after.orderPrimaryId, primaryCheck: after.primaryCheck, reasonCode: 'tooSlow' },
      after.token,
    );
    expect(refused.status).toBe(-2);
    const [order] = await f.rows<{ status: string }>(
      `select status from orders where id = '${after.orderPrimaryId}'`,
    );
    expect(order?.status).toBe('inService');

    // Towing needs the meeting confirmed; once towing, the destination is fixed.
    expect((await f.step(token, after.orderPrimaryId, vehicle, 'inService')).status).toBe(-3);
    const code = (
      await f.post<Follow>(
        '/rescueOrder/R00010072',
        { orderPrimaryId: after.orderPrimaryId, primaryCheck: after.primaryCheck },
        after.token,
      )
    ).data.meetingCode;
    expect((await f.step(token, after.orderPrimaryId, vehicle, 'met', { meetingCode: code })).status).toBe(0);
    expect((await f.step(token, after.orderPrimaryId, vehicle, 'inService')).status).toBe(0);
    const late = await f.post(
      '/rescueOrder/changeDestination',
      {
        orderPrimaryId: after.orderPrimaryId,
        primaryCheck: after.primaryCheck,
        destination: { address: '别处', lng: 116.5, lat: 39.9 },
      },
      after.token,
    );
    expect(late.status).toBe(-3);
    // Unsuccessful needs a reason, naming the field.
    const noReason = await f.step(token, after.orderPrimaryId, vehicle, 'finished', {
      outcome: 'unsuccessful',
    });
    expect(noReason.status).toBe(-5);
    const failed = await f.step(token, after.orderPrimaryId, vehicle, 'finished', {
      outcome: 'unsuccessful',
      remark: '变速箱损坏，需专业拖车',
    });
    expect(failed.status, failed.statusText).toBe(0);
    const end = await f.post<Follow & { outcomeReason: string }>(
      '/rescueOrder/R00010072',
      { orderPrimaryId: after.orderPrimaryId, primaryCheck: after.primaryCheck },
      after.token,
    );
    expect(end.data.outcome).toBe('unsuccessful');
    expect(end.data.outcomeReason).toBe('变速箱损坏，需专业拖车');
  });

  it('a family tracking link works without sign-in, shows no numbers, is replaced by a new one and ends with the rescue', async () => {
    const { created, branch } = await aRescue();
    const ref = { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck };
    const first = await f.post<{ url: string }>('/rescueOrder/share', ref, created.token);
    expect(first.status).toBe(0);
    const code1 = new URL(first.data.url, 'http://x').searchParams.get('track') ?? '';
    const seen = await f.post<Record<string, unknown>>('/rescueOrder/shared', { code: code1 });
    expect(seen.status, seen.statusText).toBe(0);
    // No mobile number, whole or masked (a timestamp's digits may contain "138": match the shape).
    expect(JSON.stringify(seen.data)).not.toMatch(/1[3-9]\d(\d{4}|\*{4})\d{4}/);
    expect(seen.data).not.toHaveProperty('meetingCode');

    const second = await f.post<{ url: string }>('/rescueOrder/share', ref, created.token);
    const code2 = new URL(second.data.url, 'http://x').searchParams.get('track') ?? '';
    expect((await f.post('/rescueOrder/shared', { code: code1 })).status).toBe(-2);
    expect((await f.post('/rescueOrder/shared', { code: code2 })).status).toBe(0);

    await f.post('/rescueOrder/cancel', { ...ref, reasonCode: 'other' }, created.token);
    expect((await f.post('/rescueOrder/shared', { code: code2 })).status).toBe(-2);
    // Another customer cannot make a link for it.
    const other = await kit.aCustomer({ branches: [branch.code] });
    expect((await f.post('/rescueOrder/share', ref, other.token)).status).toBe(-3);
  });

  it('rescuer photos: judged by content, EXIF stripped, only on the own open work order, not with a customer token', async () => {
    const { created, near, far, rescuerOf } = await aRescue();
    const d = await f.latestDispatch(created.orderPrimaryId);
    const { token } = rescuerOf(d.vehicle_no);
    await f.step(token, created.orderPrimaryId, d.vehicle_no ?? '', 'accepted');
    const jpeg = jpegWithExif('GPS-39.9065-116.4703');
    const body = {
      ticketId: d.order_no,
      subTicketId: d.sub_ticket_id,
      fileName: 'scene.jpg',
      contentType: 'image/jpeg',
      dataBase64: jpeg.toString('base64'),
    };
    const up = await f.post<{ imageId: string; url: string }>('/disaster/rescuePhoto', body, token);
    expect(up.status, up.statusText).toBe(0);
    const stored = Buffer.from(up.data.url.split(',')[1] ?? '', 'base64');
    expect(stored.toString('latin1')).not.toContain('GPS');
    const notImage = await f.post<{ errors: { field: string }[] }>(
      '/disaster/rescuePhoto',
      { ...body, dataBase64: Buffer.from('<svg onload=alert(1)>').toString('base64') },
      token,
    );
    expect(notImage.status).toBe(-5);
    expect(notImage.data.errors[0]?.field).toBe('dataBase64');
    expect((await f.post('/disaster/rescuePhoto', body, created.token)).status).toBe(-3);
    // A colleague of the same tow company, whose work order it is not.
    const stranger = d.vehicle_no === far.vehicleNo ? near.token : far.token;
    expect((await f.post('/disaster/rescuePhoto', body, stranger)).status).toBe(-3);
    await f.post(
      '/rescueOrder/cancel',
      { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck, reasonCode: 'other' },
      created.token,
    );
  });
});
