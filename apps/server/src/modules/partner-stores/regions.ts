import type { Locale, Region } from '@rc/contract';

/**
 * Names of the regions the network's stores are in (GB/T 2260 codes):
 * province (2 digits + 0000), city (4 + 00), district (6). Stores carry their
 * district code; the region tree is built from the stores that exist.
 */
const names: Record<string, [string, string]> = {
  '110000': ['北京市', 'Beijing'],
  '110100': ['北京市', 'Beijing'],
  '110101': ['东城区', 'Dongcheng'],
  '110105': ['朝阳区', 'Chaoyang'],
  '110108': ['海淀区', 'Haidian'],
  '110106': ['丰台区', 'Fengtai'],
  '310000': ['上海市', 'Shanghai'],
  '310100': ['上海市', 'Shanghai'],
  '310104': ['徐汇区', 'Xuhui'],
  '310115': ['浦东新区', 'Pudong'],
  '310105': ['长宁区', 'Changning'],
  '440000': ['广东省', 'Guangdong'],
  '440300': ['深圳市', 'Shenzhen'],
  '440304': ['福田区', 'Futian'],
  '440305': ['南山区', 'Nanshan'],
  '440306': ['宝安区', "Bao'an"],
};

function nameOf(code: string, locale: Locale): string {
  const n = names[code];
  return n ? (locale === 'en-US' ? n[1] : n[0]) : code;
}

export function regionTree(districtCodes: readonly string[], locale: Locale): Region[] {
  const provinces = new Map<string, Map<string, Set<string>>>();
  for (const d of [...new Set(districtCodes)].sort()) {
    if (d.length !== 6) continue;
    const p = `${d.slice(0, 2)}0000`;
    const c = `${d.slice(0, 4)}00`;
    const cities = provinces.get(p) ?? new Map<string, Set<string>>();
    provinces.set(p, cities);
    const districts = cities.get(c) ?? new Set<string>();
    cities.set(c, districts);
    districts.add(d);
  }
  return [...provinces].map(([p, cities]) => ({
    code: p,
    name: nameOf(p, locale),
    children: [...cities].map(([c, districts]) => ({
      code: c,
      name: nameOf(c, locale),
      children: [...districts].map((d) => ({ code: d, name: nameOf(d, locale), children: [] })),
    })),
  }));
}

export function cityName(districtCode: string, locale: Locale): string | null {
  return districtCode.length === 6 ? nameOf(`${districtCode.slice(0, 4)}00`, locale) : null;
}
