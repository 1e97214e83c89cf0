import type { CodeName, Locale, Localized, OrderCreated, OrderFormInit, PriceOption } from '@rc/contract';
import { localize, ownMobileValue } from '@rc/contract';
import { checkMobileProof } from '../../domain/mobile-proof.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';
import { maskMobile } from '../../domain/masking.js';
import { usableCoupons } from '../../domain/order-coupons.js';
import { couponViews } from '../../domain/coupon-views.js';
import { placeOrder } from '../../domain/place-order.js';
import { customerById } from '../../domain/customer-accounts.js';
import { branchStoresFor } from '../../domain/partner-stores.js';
import { shopOf, storeBySnCode } from './shops.js';
import type { ActingFor } from '../../http/acting-for.js';
import { maskName } from '../../domain/masking.js';

/** Car-wash coupons of every kind a car-wash store takes (catalogue: wash, branch wash, VIP detailing). */
export const carWashTypes = ['9', '31', '44'] as const;

function acceptedTypes(serviceType: string): string[] {
  return (carWashTypes as readonly string[]).includes(serviceType) ? [...carWashTypes] : [serviceType];
}

const words = {
  washNotice: {
    'zh-CN': '请在预约时间到店，向门店出示服务码完成核销；服务开始前可随时取消，券将退回。',
    'en-US':
      'Arrive at the booked time and show the service code at the store; cancel any time before the service and the coupon returns.',
  },
  serviceNotice: {
    'zh-CN': '提交后门店将与您联系确认服务时间；附加项目到店支付。',
    'en-US': 'The store will call to confirm the time; extra options are paid at the store.',
  },
  couponUsed: {
    'zh-CN': '该券已使用或不在有效期内，请选择其他券',
    'en-US': 'This coupon is used or not valid now, please choose another',
  },
  couponNotAtStore: {
    'zh-CN': '该券不适用于所选门店',
    'en-US': 'This coupon cannot be used at the chosen store',
  },
  storeClosed: {
    'zh-CN': '门店暂停服务，请选择其他门店',
    'en-US': 'This store is not taking orders, please choose another',
  },
} satisfies Record<string, Localized>;

/** Extra options of the standard network services, in fen (paid at the store beyond the coupon). */
const serviceOptions: Record<string, { code: string; name: Localized; price: number }[]> = {
  '11': [
    { code: 'panel', name: { 'zh-CN': '单面钣金喷漆', 'en-US': 'One panel' }, price: 0 },
    { code: 'bumper', name: { 'zh-CN': '保险杠修复', 'en-US': 'Bumper repair' }, price: 18_000 },
    { code: 'polish', name: { 'zh-CN': '全车抛光', 'en-US': 'Full polish' }, price: 26_800 },
  ],
  '15': [
    { code: 'basic', name: { 'zh-CN': '臭氧消毒', 'en-US': 'Ozone disinfection' }, price: 0 },
    { code: 'ac', name: { 'zh-CN': '空调管路清洗', 'en-US': 'Air-con cleaning' }, price: 12_800 },
  ],
};

async function formInit(
  deps: AppDeps,
  who: ActingFor,
  serviceType: string,
  storeId: string | null,
  notice: Localized,
  locale: Locale,
): Promise<OrderFormInit> {
  const customerId = who.id;
  const me = await customerById(deps.db, customerId);
  if (!me) throw notFound();
  const rows = await usableCoupons(deps.db, customerId, acceptedTypes(serviceType), {
    storeId,
    plates: who.plates,
  });
  return {
    serviceType,
    coupons: await couponViews(deps.db, rows, locale),
    plateNumbers: who.plates ? [...who.plates] : me.plateNumbers,
    contactName: who.plates ? maskName(me.custName) : me.custName,
    contactMobile: maskMobile(deps.fieldCrypto.open(me.mobileSealed)),
    notice: localize(notice, locale),
  };
}

export async function initCarWash(
  deps: AppDeps,
  who: ActingFor,
  input: { serviceType: string; shopSnCode?: string | undefined },
  locale: Locale,
) {
  const store = input.shopSnCode ? await storeBySnCode(deps.db, input.shopSnCode) : null;
  if (input.shopSnCode && !store) throw toast(words.storeClosed);
  const form = await formInit(deps, who, input.serviceType, store?.id ?? null, words.washNotice, locale);
  return { ...form, shop: store ? shopOf(store, locale, null) : null };
}

export async function couponsAtShop(
  deps: AppDeps,
  who: ActingFor,
  input: { serviceType: string; shopSnCode?: string | undefined },
  locale: Locale,
) {
  const store = input.shopSnCode ? await storeBySnCode(deps.db, input.shopSnCode) : null;
  const form = await formInit(deps, who, input.serviceType, store?.id ?? null, words.washNotice, locale);
  return { list: form.coupons };
}

function optionsOf(serviceType: string, locale: Locale): PriceOption[] {
  return (serviceOptions[serviceType] ?? []).map((o) => ({
    code: o.code,
    name: localize(o.name, locale),
    price: o.price,
  }));
}

export async function initStandardService(
  deps: AppDeps,
  who: ActingFor,
  input: { serviceType: string },
  locale: Locale,
) {
  const form = await formInit(deps, who, input.serviceType, null, words.serviceNotice, locale);
  return { ...form, options: optionsOf(input.serviceType, locale) };
}

interface ShopOrderInput {
  serviceType: string;
  subServiceType?: string | undefined;
  couponId: string;
  plateNumber: string;
  contactName: string;
  contactMobile: string;
  appointmentAt?: string | undefined;
  remark?: string | undefined;
  shopSnCode: string;
  optionCodes?: string[] | undefined;
  mobileProof?: string | undefined;
  place?:
    | {
        address: string;
        lng: number;
        lat: number;
        cityCode?: string | undefined;
        cityName?: string | undefined;
      }
    | undefined;
}

async function ownMobileOf(deps: AppDeps, customerId: string): Promise<string> {
  const me = await customerById(deps.db, customerId);
  return me ? deps.fieldCrypto.open(me.mobileSealed) : '';
}

/**
 * A network-shop order (car wash: encrypted orderSubmit; other services:
 * vasOrderSubmit), paid by a coupon the store accepts. One transaction.
 */
export async function placeShopOrder(
  deps: AppDeps,
  who: ActingFor,
  input: ShopOrderInput,
  kind: 'carWash' | 'valueAdded',
  locale: Locale,
): Promise<OrderCreated> {
  const customerId = who.id;
  const store = await storeBySnCode(deps.db, input.shopSnCode);
  if (!store || !store.serviceTypes.includes(input.serviceType)) throw toast(words.storeClosed);
  const options = optionsOf(input.serviceType, locale);
  const picked = (input.optionCodes ?? []).map((c) => options.find((o) => o.code === c));
  if (picked.some((o) => !o)) throw badField('optionCodes', locale);
  const appointmentAt = input.appointmentAt ? new Date(input.appointmentAt) : null;
  if (appointmentAt && appointmentAt.getTime() < Date.now() - 5 * 60_000)
    throw badField('appointmentAt', locale);
  // `self` is the customer's own mobile on file, verified when they signed up: no code asked.
  const own = input.contactMobile === ownMobileValue;
  const contactMobile = own ? await ownMobileOf(deps, customerId) : input.contactMobile;
  // Another number confirmed by SMS code (order/verifyCode) is marked verified for the store.
  const contactVerified =
    own ||
    (input.mobileProof
      ? checkMobileProof(deps.fieldCrypto, input.mobileProof, customerId, contactMobile)
      : false);
  if (input.mobileProof && !contactVerified) throw badField('mobileProof', locale);
  return deps.db.transaction(async (tx) => {
    const result = await placeOrder(tx, deps.fieldCrypto, {
      customerId,
      plates: who.plates,
      serviceType: input.serviceType,
      acceptedCouponTypes: acceptedTypes(input.serviceType),
      businessType: kind === 'carWash' ? 'carWash' : 'network',
      couponId: input.couponId,
      plateNumber: input.plateNumber,
      contactName: input.contactName,
      contactMobile,
      appointmentAt,
      storeId: store.id,
      location: input.place ?? null,
      details: {
        remark: input.remark ?? '',
        subServiceType: input.subServiceType ?? '',
        optionCodes: input.optionCodes ?? [],
        ...(contactVerified ? { contactVerified: true } : {}),
      },
      priceFen: picked.reduce((n, o) => n + (o?.price ?? 0), 0),
    });
    if (!result.ok) {
      if (result.reason === 'couponUsed') throw toast(words.couponUsed);
      if (result.reason === 'couponNotAtStore') throw toast(words.couponNotAtStore);
      throw badField(result.reason === 'couponPlate' ? 'plateNumber' : 'couponId', locale);
    }
    const o = result.order;
    return {
      orderPrimaryId: o.id,
      primaryCheck: o.primaryCheck,
      status: o.status,
      // A service order lands on its order screen, opened by its check value (order/R00010038).
      jumpUrl:
        kind === 'carWash'
          ? `/order/washCarErcode/${o.id}`
          : `/order/orderdetail/${o.id}?businessType=network&primaryCheck=${encodeURIComponent(o.primaryCheck)}`,
    };
  });
}

const placeTypeWords: Record<string, Localized> = {
  store: { 'zh-CN': '合作门店', 'en-US': 'Partner store' },
  home: { 'zh-CN': '上门服务', 'en-US': 'At my place' },
  parking: { 'zh-CN': '指定停车场', 'en-US': 'Named car park' },
};

const placeTypeCodes = Object.keys(placeTypeWords);

/** coonetwork/placeType: where a service can be done; on-street parking modes have no store option. */
export function placeTypes(input: { parkingModeType: string }, locale: Locale): { list: CodeName[] } {
  const codes = input.parkingModeType === '2' ? ['home', 'parking'] : ['store', 'home', 'parking'];
  return { list: codes.map((code) => ({ code, name: localize(placeTypeWords[code] as Localized, locale) })) };
}

/**
 * coonetwork/placeName: the stores of the branch that do the service. With the
 * place type `store` the work is done there (the store is the place); with
 * `home` or `parking` the store chosen sends a technician to the address the
 * customer gives (sent as `place` with vasOrderSubmit).
 */
export async function placeNames(
  deps: AppDeps,
  input: { branchCode: string; serviceType: string; placeType: string },
  locale: Locale,
) {
  if (!placeTypeCodes.includes(input.placeType)) throw badField('placeType', locale);
  const fit = await branchStoresFor(deps.db, input.branchCode, input.serviceType);
  return {
    list: fit.map((s) => {
      const shop = shopOf(s, locale, null);
      return { code: s.snCode, name: shop.name, place: shop.place };
    }),
  };
}
