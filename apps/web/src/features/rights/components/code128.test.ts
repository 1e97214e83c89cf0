import { describe, expect, it } from 'vitest';
import { code128Bars, code128Checksum, code128Patterns, code128Values } from './code128.js';

describe('Code 128', () => {
  it('has 106 symbols of 11 modules and a stop of 13, all different', () => {
    expect(code128Patterns).toHaveLength(107);
    code128Patterns.forEach((p, i) => {
      const sum = p.split('').reduce((n, d) => n + Number(d), 0);
      expect(sum).toBe(i === 106 ? 13 : 11);
    });
    expect(new Set(code128Patterns).size).toBe(107);
  });

  it('encodes an all-digit code of even length in set C, two digits a symbol', () => {
    // 105 + 12·1 + 34·2 + 56·3 + 78·4 = 665; 665 mod 103 = 47
    expect(code128Values('12345678')).toEqual([105, 12, 34, 56, 78, 47]);
  });

  it('encodes anything else printable in set B', () => {
    // 104 + 33·1 + 34·2 + 17·3 = 256; 256 mod 103 = 50
    expect(code128Values('AB1')).toEqual([104, 33, 34, 17, 50]);
    expect(code128Values('123')[0]).toBe(104);
  });

  it('computes the checksum from the start value and weighted positions', () => {
    expect(code128Checksum([104, 0])).toBe(1);
    expect(code128Checksum([105, 102, 102])).toBe((105 + 102 + 204) % 103);
  });

  it('draws bars with quiet zones: 11 modules a symbol, 13 for the stop', () => {
    const { bars, width } = code128Bars('123456789012', 10);
    // start + 6 data + checksum = 8 symbols, then the stop
    expect(width).toBe(10 + 8 * 11 + 13 + 10);
    expect(bars[0]).toEqual({ x: 10, width: 2 });
    expect(bars).toHaveLength(8 * 3 + 4);
  });

  it('refuses what Code 128 B cannot carry', () => {
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('券')).toThrow();
  });
});
