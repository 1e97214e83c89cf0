import type { Tx } from '../db/client.js';
import { issueCoupon } from '../domain/coupons.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import {
  activities,
  authorizations,
  consentRecords,
  contentSettings,
  customerBranches,
  customers,
  news,
  policies,
  suggestions,
  type ConsentPurpose,
} from '../db/schema/index.js';
import type { SeedStep } from './seed.js';

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** Seconds per headline on the home ticker. */
export const demoNewsRollRate = 4;
/** The seed's unpublished news item (a draft in the console, absent for customers). */
export const demoDraftNewsTitle = '春季用车保养：空调与雨刮检查';

const demoNews: {
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  body: string;
  bodyEn: string;
  hoursAgo: number;
}[] = [
  {
    title: '冬季用车安全指南：雨雪天气出行前请检查轮胎与灯光',
    titleEn: 'Winter driving: check tyres and lights before heading out in rain or snow',
    summary: '入冬后路面湿滑，出行前花五分钟检查轮胎气压、花纹深度和灯光。',
    summaryEn: 'Roads get slippery in winter; five minutes on tyre pressure, tread and lights before you go.',
    body: '<p>入冬后早晚温差大、路面湿滑。出行前请检查轮胎气压与花纹深度，确认前后灯光正常，并保持安全车距。</p><p>遇到车辆故障，可在“我的权益”中一键申请道路救援。</p>',
    bodyEn:
      '<p>Winter brings big temperature swings and slippery roads. Check tyre pressure and tread depth, make sure all lights work, and keep a safe distance.</p><p>If your car breaks down, request roadside rescue from “My rights” in one tap.</p>',
    hoursAgo: 2,
  },
  {
    title: '道路救援服务升级：全国地级市 30 分钟响应',
    titleEn: 'Roadside rescue upgraded: 30-minute response in every prefecture city',
    summary: '救援网络覆盖扩大，进度可在订单中实时查看。',
    summaryEn: 'A wider rescue network, with live progress in your order.',
    body: '<p>我们与更多救援服务商合作，地级市平均响应时间缩短至 30 分钟以内。提交救援后，可在订单详情中查看救援车辆位置和预计到达时间。</p>',
    bodyEn:
      '<p>With more rescue partners, the average response time in prefecture cities is now under 30 minutes. After you request a rescue, the order detail shows where the rescue vehicle is and when it will arrive.</p>',
    hoursAgo: 26,
  },
  {
    title: '精致洗车门店新增 1200 家，就近预约更方便',
    titleEn: '1,200 more car wash stores: book one near you',
    summary: '洗车券可在附近任一合作门店使用，出示二维码即可核销。',
    summaryEn: 'Use your car wash coupon at any partner store nearby; just show the QR code.',
    body: '<p>本月新增 1200 家合作洗车门店。打开洗车权益，选择附近门店并出示二维码，即可完成核销。</p>',
    bodyEn:
      '<p>1,200 partner car wash stores joined this month. Open your car wash right, choose a store nearby and show the QR code to redeem.</p>',
    hoursAgo: 50,
  },
  {
    title: '个人信息保护说明更新：您可随时撤回授权',
    titleEn: 'Privacy notice updated: withdraw any consent at any time',
    summary: '在“隐私授权管理”中查看、撤回授权，并下载带签名的授权记录。',
    summaryEn: 'See and withdraw consents in “Privacy authorisations”, and download a signed record.',
    body: '<p>我们更新了个人信息保护说明（2026.1 版）。您可在“我的 - 隐私授权管理”中查看每项授权、随时撤回，撤回立即生效；也可下载带数字签名的授权记录。拒绝可选授权不影响您使用任何服务。</p>',
    bodyEn:
      '<p>We updated our privacy notice (version 2026.1). In “Me – Privacy authorisations” you can see each consent and withdraw it at any time, effective at once, and download a digitally signed record. Refusing an optional consent never stops you using a service.</p>',
    hoursAgo: 75,
  },
  {
    title: '年检代办服务开通，足不出户完成车辆检验',
    titleEn: 'Annual inspection service: get your car inspected without the queue',
    summary: '预约后专人上门取送车，全程可查进度。',
    summaryEn: 'A driver collects and returns your car; follow every step online.',
    body: '<p>年检代办服务已在北京、上海、深圳开通。预约后专人上门取车、代办检验并送回，全程进度可在订单中查看。</p>',
    bodyEn:
      '<p>The inspection service now runs in Beijing, Shanghai and Shenzhen. A driver collects your car, has it inspected and brings it back; follow each step in your order.</p>',
    hoursAgo: 120,
  },
];

const demoActivities: {
  title: string;
  titleEn: string;
  body: string;
  bodyEn: string;
  rules: string;
  rulesEn: string;
  from: number;
  to: number;
  banner: number | null;
  jumpUrl: string;
}[] = [
  {
    title: '冬季暖心洗车季：洗车权益加赠 1 次',
    titleEn: 'Winter car wash season: one extra wash',
    body: '<p>活动期间使用洗车权益满 2 次，即赠送 1 次精致洗车。</p>',
    bodyEn: '<p>Use your car wash right twice during the season and get one more wash free.</p>',
    rules: '1. 活动时间内有效；2. 每位车主限赠 1 次；3. 赠送权益 30 天内有效。',
    rulesEn:
      '1. Valid during the season; 2. one extra wash per customer; 3. the extra wash is valid for 30 days.',
    from: -10,
    to: 50,
    banner: 1,
    jumpUrl: '/rights/carwash',
  },
  {
    title: '安全驾驶打卡赢积分',
    titleEn: 'Safe driving check-in: earn points',
    body: '<p>每日签到并完成安全驾驶小测验，可获得积分奖励，积分可兑换洗车、保养等权益。</p>',
    bodyEn:
      '<p>Check in daily and take the safe driving quiz to earn points, which you can exchange for car wash, servicing and more.</p>',
    rules: '1. 每日限签到 1 次；2. 积分有效期 12 个月。',
    rulesEn: '1. One check-in a day; 2. points are valid for 12 months.',
    from: -30,
    to: 60,
    banner: 2,
    jumpUrl: '',
  },
  {
    title: '新春救援无忧计划（即将开始）',
    titleEn: 'Spring Festival rescue cover (coming soon)',
    body: '<p>春节期间出行，道路救援服务 24 小时待命，拖车里程额外增加 20 公里。</p>',
    bodyEn:
      '<p>Travelling over the Spring Festival? Roadside rescue stands by around the clock, with 20 km of extra towing.</p>',
    rules: '1. 活动期间提交的救援订单适用。',
    rulesEn: '1. Applies to rescue orders placed during the activity.',
    from: 20,
    to: 45,
    banner: null,
    jumpUrl: '',
  },
  {
    title: '秋季保养节（已结束）',
    titleEn: 'Autumn servicing festival (ended)',
    body: '<p>感谢参与，本次活动已结束。</p>',
    bodyEn: '<p>Thank you for taking part; this activity has ended.</p>',
    rules: '活动已结束。',
    rulesEn: 'The activity has ended.',
    from: -90,
    to: -30,
    banner: null,
    jumpUrl: '',
  },
];

/** Customers who authorised the rightUser persona: switching to one shows their rights. */
const authorisers = [
  {
    pid: 'PID30000001',
    custName: '王芳',
    mobile: '13655550001',
    idNumber: '110105197908083528',
    plates: ['京B7K520'],
    washes: 6,
    rescues: 2,
  },
  {
    pid: 'PID30000002',
    custName: '刘强',
    mobile: '13655550002',
    idNumber: '110108198211124513',
    plates: ['京C3M861'],
    washes: 0,
    rescues: 3,
  },
];

async function addAuthoriser(tx: Tx, crypto: FieldCrypto, a: (typeof authorisers)[number], now: Date) {
  const [row] = await tx
    .insert(customers)
    .values({
      pid: a.pid,
      custName: a.custName,
      mobileSealed: crypto.seal(a.mobile),
      mobileIndex: crypto.blindIndex(a.mobile),
      idTypeCode: '1',
      idNumberSealed: crypto.seal(a.idNumber),
      idNumberIndex: crypto.blindIndex(a.idNumber),
      plateNumbers: a.plates,
      currentPlate: a.plates[0] ?? '',
      degree: '黄金会员',
      degreeCode: 'G',
      remainPoint: 880,
      joinedAt: new Date(now.getTime() - 900 * dayMs),
      branchCompanyCode: '110000',
      isVerify: 'Y',
      landing: { isHeadPage: 'Y' },
    })
    .returning({ id: customers.id });
  if (!row) throw new Error(`seeding ${a.pid} failed`);
  await tx.insert(customerBranches).values({ customerId: row.id, branchCode: '110000' });
  const [policy] = await tx
    .insert(policies)
    .values({
      policyNo: `P${a.pid.slice(3)}2026`,
      customerId: row.id,
      productName: '家庭自用汽车损失保险',
      plateNumber: a.plates[0] ?? '',
      startsAt: new Date(now.getTime() - 60 * dayMs),
      endsAt: new Date(now.getTime() + 305 * dayMs),
    })
    .returning({ id: policies.id });
  const common = {
    customerId: row.id,
    source: 'policy' as const,
    policyId: policy?.id ?? null,
    validFrom: new Date(now.getTime() - 60 * dayMs),
    validTo: new Date(now.getTime() + 305 * dayMs),
  };
  const system = { kind: 'system' as const, id: 'seed' };
  if (a.washes > 0) {
    await issueCoupon(
      tx,
      {
        ...common,
        serviceType: '9',
        name: '精致洗车（授权共享）',
        nameEn: 'Car wash (shared)',
        quantity: a.washes,
      },
      system,
    );
  }
  if (a.rescues > 0) {
    await issueCoupon(
      tx,
      {
        ...common,
        serviceType: '1',
        name: '道路救援（授权共享）',
        nameEn: 'Roadside rescue (shared)',
        quantity: a.rescues,
      },
      system,
    );
  }
  return row.id;
}

const consentsByPersona: Record<string, [ConsentPurpose, boolean, number][]> = {
  headPage: [
    ['rescuerSharing', true, 200],
    ['merchantSharing', true, 200],
    ['marketing', true, 200],
    ['marketing', false, 20],
    ['personalisedRecommendations', true, 90],
  ],
  vip: [
    ['rescuerSharing', true, 300],
    ['merchantSharing', true, 300],
    ['marketing', true, 300],
    ['personalisedRecommendations', true, 300],
  ],
  rightUser: [
    ['rescuerSharing', true, 100],
    ['merchantSharing', true, 100],
    ['personalisedRecommendations', true, 100],
  ],
  myCoupons: [['rescuerSharing', true, 40]],
};

/** News with its roll rate, activities, the rightUser persona's authorisers, consent records. */
export const seedMine: SeedStep = async (tx, { fieldCrypto, customerIds, now }) => {
  const at = (ms: number) => new Date(now.getTime() + ms);
  await tx.insert(contentSettings).values({ key: 'newsRollRate', intValue: demoNewsRollRate });
  await tx.insert(news).values(
    demoNews.map((n, i) => ({
      title: n.title,
      titleEn: n.titleEn,
      summary: n.summary,
      summaryEn: n.summaryEn,
      coverUrl: '',
      contentHtml: n.body,
      contentHtmlEn: n.bodyEn,
      source: '车主权益中心',
      sourceEn: 'Rights Centre',
      publishedAt: at(-n.hoursAgo * hourMs - i),
    })),
  );
  // A draft staff are still writing: never listed, never readable by customers.
  await tx.insert(news).values({
    title: demoDraftNewsTitle,
    titleEn: 'Spring car care: air conditioning and wipers',
    summary: '入春后空调滤芯与雨刮的检查要点',
    summaryEn: 'What to check on the air conditioning and wipers as spring comes',
    coverUrl: '',
    contentHtml:
      '<p>入春后气温回升，建议更换空调滤芯，并检查雨刮片是否老化。会员可在权益中心预约免费检测。</p>',
    contentHtmlEn:
      '<p>As it warms up, replace the cabin air filter and check the wiper blades. Members can book a free check in the rights centre.</p>',
    source: '车主权益中心',
    sourceEn: 'Rights Centre',
    publishedAt: null,
  });
  await tx.insert(activities).values(
    demoActivities.map((a) => ({
      title: a.title,
      titleEn: a.titleEn,
      contentHtml: a.body,
      contentHtmlEn: a.bodyEn,
      rules: a.rules,
      rulesEn: a.rulesEn,
      startAt: at(a.from * dayMs),
      endAt: at(a.to * dayMs),
      bannerSort: a.banner,
      jumpUrl: a.jumpUrl,
    })),
  );

  const rightUser = customerIds.get('rightUser');
  if (rightUser) {
    // The persona's own details, as the authorisers typed them.
    const me = { name: '黄敏', mobile: '13277776666', idNumber: '330106199506144118' };
    for (const [i, a] of authorisers.entries()) {
      const grantorId = await addAuthoriser(tx, fieldCrypto, a, now);
      await tx.insert(authorizations).values({
        grantorId,
        granteeId: rightUser,
        granteeName: me.name,
        granteeMobileSealed: fieldCrypto.seal(me.mobile),
        granteeMobileIndex: fieldCrypto.blindIndex(me.mobile),
        granteeIdNumberSealed: fieldCrypto.seal(me.idNumber),
        plateNumbers: a.plates,
        validTo: i === 0 ? null : at(180 * dayMs),
        createdAt: at(-(30 + i * 10) * dayMs),
      });
    }
    // And one the persona granted, so both lists of /mine/rightUser have content.
    await tx.insert(authorizations).values({
      grantorId: rightUser,
      granteeId: null,
      granteeName: '黄磊',
      granteeMobileSealed: fieldCrypto.seal('13900001111'),
      granteeMobileIndex: fieldCrypto.blindIndex('13900001111'),
      granteeIdNumberSealed: fieldCrypto.seal('330106199803154413'),
      plateNumbers: ['浙A2B345'],
      validTo: at(90 * dayMs),
      createdAt: at(-5 * dayMs),
    });
  }

  for (const [persona, records] of Object.entries(consentsByPersona)) {
    const customerId = customerIds.get(persona);
    if (!customerId) continue;
    await tx.insert(consentRecords).values(
      records.map(([purpose, granted, daysAgo]) => ({
        customerId,
        purpose,
        granted,
        policyVersion: daysAgo > 60 ? '2025.2' : '2026.1',
        channel: 'PA_APP',
        at: at(-daysAgo * dayMs),
      })),
    );
  }

  const headPage = customerIds.get('headPage');
  if (headPage) {
    await tx.insert(suggestions).values([
      {
        customerId: headPage,
        category: 'service',
        content: '洗车门店能否增加夜间营业时间？下班后经常赶不上。',
        state: 'replied',
        reply: '感谢建议！已有 320 家门店延长营业至 22:00，可在门店列表中查看营业时间。',
        repliedAt: at(-2 * dayMs),
        createdAt: at(-4 * dayMs),
      },
      {
        customerId: headPage,
        category: 'product',
        content: '希望权益页面可以显示每项权益的剩余次数。',
        state: 'received',
        createdAt: at(-1 * dayMs),
      },
    ]);
  }
};
