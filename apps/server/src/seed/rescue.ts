import { eq } from 'drizzle-orm';
import { createRescue, hashPassword } from '../domain/rescue.js';
import { acceptDispatch, advanceDispatch, recordPosition } from '../domain/rescue-moves.js';
import { rescueRequests, rescuers, towVehicles } from '../db/schema/index.js';
import type { SeedStep } from './seed.js';

/** The demo rescuer's sign-in (the launcher shows it on the rescuer card). */
export const demoRescuerLogin = { account: 'hejianguo', password: 'rescue2026' } as const;

const company = { name: '京安道路救援有限公司', nameEn: 'Jing-An Roadside Rescue Co.' };

/**
 * The rescue area's demo data: the rescuer persona 何建国 and a colleague (so a
 * reassignment has somewhere to go), three tow trucks, and rescue orders in
 * different states: one finished, one on its way, one waiting in distribution.
 */
export const seedRescue: SeedStep = async (tx, { customerIds, fieldCrypto, now }) => {
  const [he] = await tx
    .insert(rescuers)
    .values({
      loginName: demoRescuerLogin.account,
      passwordHash: await hashPassword(demoRescuerLogin.password),
      name: '何建国',
      mobileSealed: fieldCrypto.seal('18600001234'),
      companyName: company.name,
      companyNameEn: company.nameEn,
      branchCode: '110000',
    })
    .returning();
  const [li] = await tx
    .insert(rescuers)
    .values({
      loginName: 'liqiang',
      passwordHash: await hashPassword('rescue2026'),
      name: '李强',
      mobileSealed: fieldCrypto.seal('18600005678'),
      companyName: company.name,
      companyNameEn: company.nameEn,
      branchCode: '110000',
    })
    .returning();
  if (!he || !li) throw new Error('seeding rescuers failed');
  const bound = new Date(now.getTime() - 30 * 86_400_000);
  await tx.insert(towVehicles).values([
    {
      vehicleNo: '京A8D765',
      vehicleType: '平板拖车',
      companyName: company.name,
      boundRescuerId: he.id,
      boundAt: bound,
      lastLng: 116.4551,
      lastLat: 39.9087,
      lastSeenAt: now,
    },
    {
      vehicleNo: '京A9T301',
      vehicleType: '轻型救援车',
      companyName: company.name,
      boundRescuerId: he.id,
      boundAt: bound,
      lastLng: 116.462,
      lastLat: 39.9135,
      lastSeenAt: now,
    },
    {
      vehicleNo: '京B3K552',
      vehicleType: '平板拖车',
      companyName: company.name,
      boundRescuerId: li.id,
      boundAt: bound,
      lastLng: 116.42,
      lastLat: 39.93,
      lastSeenAt: now,
    },
  ]);

  const base = {
    contactMobile: '13812341234',
    loadInfo: '',
    appointmentAt: null,
    onHighway: false,
    remark: '',
    priceFen: 0,
    companyName: company.name,
    couponId: null,
    destination: null,
  };
  const zhang = customerIds.get('headPage');
  if (zhang) {
    // Last month: a flat battery on Jianguo Road, jump-started.
    const at = new Date(now.getTime() - 21 * 86_400_000);
    const done = await createRescue(
      tx,
      fieldCrypto,
      {
        ...base,
        customerId: zhang,
        plateNumber: '京A12345',
        contactName: '张伟',
        faultType: 'jumpStart',
        place: {
          address: '北京市朝阳区建国路88号SOHO现代城地下车库',
          lng: 116.4703,
          lat: 39.9065,
          cityName: '北京',
        },
        priceFen: 15000,
      },
      at,
      'pool',
    );
    if (done) {
      await acceptDispatch(tx, done.dispatch.id, he.id, '京A9T301', new Date(at.getTime() + 25 * 60_000), at);
      const arrived = await advanceDispatch(
        tx,
        { ...done.dispatch, rescuerId: he.id },
        'arrived',
        he.id,
        '',
        new Date(at.getTime() + 22 * 60_000),
      );
      if (arrived) {
        // The customer read out the meeting code when the truck came.
        await tx
          .update(rescueRequests)
          .set({ meetingConfirmedAt: new Date(at.getTime() + 23 * 60_000) })
          .where(eq(rescueRequests.orderId, done.order.id));
        await advanceDispatch(tx, arrived, 'finished', he.id, '', new Date(at.getTime() + 40 * 60_000));
      }
    }
  }
  const vipId = customerIds.get('vip');
  if (vipId) {
    // Tonight: a customer waits for a tow on the 3rd Ring; nobody has taken it yet.
    await createRescue(
      tx,
      fieldCrypto,
      {
        ...base,
        customerId: vipId,
        plateNumber: '沪B88888',
        contactName: '李娜',
        contactMobile: '13916885678',
        faultType: 'tow',
        place: {
          address: '北京市朝阳区东三环中路39号建外SOHO东门',
          lng: 116.4612,
          lat: 39.9048,
          cityName: '北京',
        },
        destination: { address: '北京市朝阳区百子湾路16号 4S店', lng: 116.4901, lat: 39.8942 },
        loadInfo: '车上2人',
        priceFen: 30000,
      },
      new Date(now.getTime() - 8 * 60_000),
      // Came in while no truck was free nearby: the company's pool (the dispatcher) holds it.
      'pool',
    );
  }
  const haveRc = customerIds.get('haveRc');
  if (haveRc) {
    // On its way: 何建国 took it and is driving over.
    const at = new Date(now.getTime() - 12 * 60_000);
    const going = await createRescue(
      tx,
      fieldCrypto,
      {
        ...base,
        customerId: haveRc,
        plateNumber: '辽B3C456',
        contactName: '吴强',
        contactMobile: '13055550000',
        faultType: 'tyre',
        place: { address: '北京市东城区东直门南大街5号', lng: 116.4343, lat: 39.9401, cityName: '北京' },
        priceFen: 15000,
      },
      at,
      'pool',
    );
    if (going) {
      await acceptDispatch(
        tx,
        going.dispatch.id,
        he.id,
        '京A8D765',
        new Date(now.getTime() + 9 * 60_000),
        at,
      );
      await recordPosition(
        tx,
        going.order.id,
        '京A8D765',
        { lng: 116.4551, lat: 39.9087 },
        new Date(at.getTime() + 60_000),
      );
      await recordPosition(
        tx,
        going.order.id,
        '京A8D765',
        { lng: 116.4489, lat: 39.9201 },
        new Date(now.getTime() - 60_000),
      );
    }
  }
};
