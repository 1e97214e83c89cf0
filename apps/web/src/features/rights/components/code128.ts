/**
 * Code 128 barcodes as pure data, so the coupon code can be shown to a store's
 * scanner without a barcode library. All-digit codes of even length use code
 * set C (two digits a symbol, half as wide); anything else printable uses set B.
 * Each symbol is six bar/space widths (in modules) adding up to 11; the stop
 * symbol has seven and adds up to 13.
 */
export const code128Patterns: readonly string[] = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];

const startB = 104;
const startC = 105;
const stop = 106;

/** The symbol values of `text`, start symbol and checksum included, stop excluded. */
export function code128Values(text: string): number[] {
  if (text.length === 0) throw new Error('nothing to encode');
  const values: number[] = [];
  if (/^\d+$/.test(text) && text.length % 2 === 0) {
    values.push(startC);
    for (let i = 0; i < text.length; i += 2) values.push(Number(text.slice(i, i + 2)));
  } else {
    values.push(startB);
    for (const ch of text) {
      const code = ch.charCodeAt(0);
      if (code < 32 || code > 126) throw new Error(`cannot encode ${JSON.stringify(ch)} in Code 128 B`);
      values.push(code - 32);
    }
  }
  values.push(code128Checksum(values));
  return values;
}

/** Start value plus each data value times its position, modulo 103. */
export function code128Checksum(values: readonly number[]): number {
  let sum = values[0] ?? 0;
  for (let i = 1; i < values.length; i++) sum += (values[i] ?? 0) * i;
  return sum % 103;
}

export interface Bar {
  /** Left edge in modules, quiet zone included. */
  x: number;
  width: number;
}

/** The bars of `text` (spaces are the gaps), with a quiet zone of `quiet` modules on each side. */
export function code128Bars(text: string, quiet = 10): { bars: Bar[]; width: number } {
  const widths = [...code128Values(text), stop]
    .map((v) => code128Patterns[v] ?? '')
    .join('')
    .split('')
    .map(Number);
  const bars: Bar[] = [];
  let x = quiet;
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, width: w });
    x += w;
  });
  return { bars, width: x + quiet };
}
