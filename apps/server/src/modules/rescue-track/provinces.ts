/** Provinces with their plate prefix (the plate and address pickers), in the usual picker order. */
const list: [code: string, name: string, nameEn: string, plate: string][] = [
  ['110000', '北京', 'Beijing', '京'],
  ['120000', '天津', 'Tianjin', '津'],
  ['130000', '河北', 'Hebei', '冀'],
  ['140000', '山西', 'Shanxi', '晋'],
  ['150000', '内蒙古', 'Inner Mongolia', '蒙'],
  ['210000', '辽宁', 'Liaoning', '辽'],
  ['220000', '吉林', 'Jilin', '吉'],
  ['230000', '黑龙江', 'Heilongjiang', '黑'],
  ['310000', '上海', 'Shanghai', '沪'],
  ['320000', '江苏', 'Jiangsu', '苏'],
  ['330000', '浙江', 'Zhejiang', '浙'],
  ['340000', '安徽', 'Anhui', '皖'],
  ['350000', '福建', 'Fujian', '闽'],
  ['360000', '江西', 'Jiangxi', '赣'],
  ['370000', '山东', 'Shandong', '鲁'],
  ['410000', '河南', 'Henan', '豫'],
  ['420000', '湖北', 'Hubei', '鄂'],
  ['430000', '湖南', 'Hunan', '湘'],
  ['440000', '广东', 'Guangdong', '粤'],
  ['450000', '广西', 'Guangxi', '桂'],
  ['460000', '海南', 'Hainan', '琼'],
  ['500000', '重庆', 'Chongqing', '渝'],
  ['510000', '四川', 'Sichuan', '川'],
  ['520000', '贵州', 'Guizhou', '贵'],
  ['530000', '云南', 'Yunnan', '云'],
  ['540000', '西藏', 'Tibet', '藏'],
  ['610000', '陕西', 'Shaanxi', '陕'],
  ['620000', '甘肃', 'Gansu', '甘'],
  ['630000', '青海', 'Qinghai', '青'],
  ['640000', '宁夏', 'Ningxia', '宁'],
  ['650000', '新疆', 'Xinjiang', '新'],
];

export function provinces(locale: 'zh-CN' | 'en-US') {
  return list.map(([code, name, nameEn, platePrefix]) => ({
    code,
    name: locale === 'en-US' ? nameEn : name,
    platePrefix,
  }));
}
