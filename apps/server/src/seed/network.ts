import { customers, merchants, stores } from '../db/schema/index.js';
import type { SeedStep } from './seed.js';

interface DemoStore {
  sn: string;
  name: [string, string];
  address: [string, string];
  phone: string;
  branch: string;
  region: string;
  lat: number;
  lng: number;
  types: string[];
  hours: string;
  rating: number;
}

interface DemoMerchant {
  /** The merchant persona's key, or the staff account to create for it. */
  owner: { persona: string } | { pid: string; name: string; mobile: string };
  name: [string, string];
  phone: string;
  stores: DemoStore[];
}

const wash = ['9', '31', '44'];
const care = ['9', '31', '44', '11', '15', '13', '14'];

/**
 * Partner merchants and their stores in Beijing, Shanghai and Shenzhen, with
 * real street addresses and coordinates (GCJ-02, as phone maps report them).
 * The merchant persona works 杨光洗车 and its two Chaoyang stores.
 */
export const demoMerchants: DemoMerchant[] = [
  {
    owner: { persona: 'merchant' },
    name: ['杨光洗车', 'Yangguang Car Wash'],
    phone: '010-64728899',
    stores: [
      {
        sn: 'SN110105001',
        name: ['杨光洗车（望京店）', 'Yangguang Car Wash (Wangjing)'],
        address: [
          '北京市朝阳区望京街9号望京国际商业中心B1层',
          'B1, Wangjing International Commercial Centre, 9 Wangjing St, Chaoyang, Beijing',
        ],
        phone: '010-64728899',
        branch: '110000',
        region: '110105',
        lat: 39.99648,
        lng: 116.47052,
        types: wash,
        hours: '08:00-21:00',
        rating: 4.9,
      },
      {
        sn: 'SN110105002',
        name: ['杨光洗车（三里屯店）', 'Yangguang Car Wash (Sanlitun)'],
        address: [
          '北京市朝阳区工体北路8号院地下停车场B2层',
          'B2 car park, 8 Gongti North Rd, Chaoyang, Beijing',
        ],
        phone: '010-65087766',
        branch: '110000',
        region: '110105',
        lat: 39.93392,
        lng: 116.45396,
        types: wash,
        hours: '09:00-22:00',
        rating: 4.8,
      },
    ],
  },
  {
    owner: { pid: 'MCH00000002', name: '陈立新', mobile: '13910002002' },
    name: ['车享佳汽车养护', 'Chexiangjia Auto Care'],
    phone: '400-820-6600',
    stores: [
      {
        sn: 'SN110108001',
        name: ['车享佳汽车养护（中关村店）', 'Chexiangjia Auto Care (Zhongguancun)'],
        address: [
          '北京市海淀区中关村大街27号中关村大厦停车场',
          'Zhongguancun Tower car park, 27 Zhongguancun St, Haidian, Beijing',
        ],
        phone: '010-82351188',
        branch: '110000',
        region: '110108',
        lat: 39.98364,
        lng: 116.31641,
        types: care,
        hours: '08:30-20:00',
        rating: 4.7,
      },
      {
        sn: 'SN110106001',
        name: ['车享佳汽车养护（丰台科技园店）', 'Chexiangjia Auto Care (Fengtai Science Park)'],
        address: ['北京市丰台区汽车博物馆东路1号院', '1 Qiche Bowuguan East Rd, Fengtai, Beijing'],
        phone: '010-83681155',
        branch: '110000',
        region: '110106',
        lat: 39.82384,
        lng: 116.29931,
        types: care,
        hours: '08:30-19:30',
        rating: 4.6,
      },
      {
        sn: 'SN310104001',
        name: ['车享佳汽车养护（漕河泾店）', 'Chexiangjia Auto Care (Caohejing)'],
        address: ['上海市徐汇区宜山路700号普天信息产业园', 'Putian Park, 700 Yishan Rd, Xuhui, Shanghai'],
        phone: '021-64853300',
        branch: '310000',
        region: '310104',
        lat: 31.17432,
        lng: 121.41183,
        types: care,
        hours: '08:30-20:00',
        rating: 4.7,
      },
    ],
  },
  {
    owner: { pid: 'MCH00000003', name: '刘海峰', mobile: '13910003003' },
    name: ['途安养车', 'Tuan Car Service'],
    phone: '400-111-8868',
    stores: [
      {
        sn: 'SN110101001',
        name: ['途安养车（东直门店）', 'Tuan Car Service (Dongzhimen)'],
        address: [
          '北京市东城区东直门南大街5号中青旅大厦地库',
          'CYTS Tower basement, 5 Dongzhimen South St, Dongcheng, Beijing',
        ],
        phone: '010-84187700',
        branch: '110000',
        region: '110101',
        lat: 39.94061,
        lng: 116.43452,
        types: care,
        hours: '08:00-20:00',
        rating: 4.8,
      },
      {
        sn: 'SN310115001',
        name: ['途安养车（陆家嘴店）', 'Tuan Car Service (Lujiazui)'],
        address: [
          '上海市浦东新区世纪大道1198号世纪汇广场B3层',
          'B3, Century Link, 1198 Century Ave, Pudong, Shanghai',
        ],
        phone: '021-50336688',
        branch: '310000',
        region: '310115',
        lat: 31.23049,
        lng: 121.51826,
        types: care,
        hours: '09:00-21:00',
        rating: 4.9,
      },
      {
        sn: 'SN440305001',
        name: ['途安养车（南山科技园店）', 'Tuan Car Service (Nanshan Science Park)'],
        address: [
          '深圳市南山区科苑路15号科兴科学园B栋',
          'Block B, Kexing Science Park, 15 Keyuan Rd, Nanshan, Shenzhen',
        ],
        phone: '0755-86521199',
        branch: '440300',
        region: '440305',
        lat: 22.54298,
        lng: 113.94968,
        types: care,
        hours: '08:30-20:30',
        rating: 4.7,
      },
    ],
  },
  {
    owner: { pid: 'MCH00000004', name: '周敏', mobile: '13910004004' },
    name: ['洁途洗车', 'Jietu Car Wash'],
    phone: '021-62252233',
    stores: [
      {
        sn: 'SN310105001',
        name: ['洁途洗车（中山公园店）', 'Jietu Car Wash (Zhongshan Park)'],
        address: [
          '上海市长宁区长宁路1018号龙之梦购物中心P2',
          'P2, Cloud Nine Mall, 1018 Changning Rd, Changning, Shanghai',
        ],
        phone: '021-62252233',
        branch: '310000',
        region: '310105',
        lat: 31.22102,
        lng: 121.41701,
        types: wash,
        hours: '10:00-22:00',
        rating: 4.6,
      },
      {
        sn: 'SN440306001',
        name: ['洁途洗车（宝安中心店）', "Jietu Car Wash (Bao'an Centre)"],
        address: [
          '深圳市宝安区新安四路198号宝安大仟里停车场',
          "Qianli Mall car park, 198 Xin'an 4th Rd, Bao'an, Shenzhen",
        ],
        phone: '0755-27781100',
        branch: '440300',
        region: '440306',
        lat: 22.55662,
        lng: 113.88381,
        types: wash,
        hours: '09:00-21:00',
        rating: 4.5,
      },
    ],
  },
  {
    owner: { pid: 'MCH00000005', name: '黄志强', mobile: '13910005005' },
    name: ['车港湾汽车服务', 'Chegangwan Auto Service'],
    phone: '0755-83662288',
    stores: [
      {
        sn: 'SN440304001',
        name: ['车港湾汽车服务（会展中心店）', 'Chegangwan Auto Service (Convention Centre)'],
        address: [
          '深圳市福田区福华三路111号卓越世纪中心地库',
          'Excellence Century Centre basement, 111 Fuhua 3rd Rd, Futian, Shenzhen',
        ],
        phone: '0755-83662288',
        branch: '440300',
        region: '440304',
        lat: 22.53561,
        lng: 114.05963,
        types: care,
        hours: '08:00-21:00',
        rating: 4.8,
      },
    ],
  },
];

export const seedNetwork: SeedStep = async (tx, { customerIds, fieldCrypto }) => {
  for (const m of demoMerchants) {
    let accountId: string | undefined;
    if ('persona' in m.owner) {
      accountId = customerIds.get(m.owner.persona);
    } else {
      const [staff] = await tx
        .insert(customers)
        .values({
          pid: m.owner.pid,
          custName: m.owner.name,
          mobileSealed: fieldCrypto.seal(m.owner.mobile),
          mobileIndex: fieldCrypto.blindIndex(m.owner.mobile),
          isVerify: 'Y',
          role: 'merchant',
        })
        .returning({ id: customers.id });
      accountId = staff?.id;
    }
    if (!accountId) continue;
    const [merchant] = await tx
      .insert(merchants)
      .values({ name: m.name[0], nameEn: m.name[1], accountCustomerId: accountId, contactPhone: m.phone })
      .returning({ id: merchants.id });
    if (!merchant) throw new Error('merchant insert returned nothing');
    await tx.insert(stores).values(
      m.stores.map((s) => ({
        merchantId: merchant.id,
        snCode: s.sn,
        name: s.name[0],
        nameEn: s.name[1],
        address: s.address[0],
        addressEn: s.address[1],
        phone: s.phone,
        branchCode: s.branch,
        regionCode: s.region,
        lat: s.lat,
        lng: s.lng,
        serviceTypes: s.types,
        openHours: s.hours,
        rating: s.rating,
      })),
    );
  }
};
