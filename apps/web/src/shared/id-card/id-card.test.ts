import { describe, expect, it } from 'vitest';
import {
  ageFromIdCard,
  birthdayFromIdCard,
  idCardCheckDigit,
  residentIdProblem,
  sexFromIdCard,
} from './id-card.js';

const today = new Date(2025, 5, 15); // 15 June 2025, local time

describe('GB 11643 check digit', () => {
  it.each([
    ['11010519491231002', 'X'], // the standard's own example
    ['44052418800101001', '4'],
    ['11010119900307803', 'X'],
    ['31011519850615442', '9'],
  ])('%s → %s', (first17, check) => {
    expect(idCardCheckDigit(first17)).toBe(check);
  });

  it('refuses anything but 17 digits', () => {
    expect(() => idCardCheckDigit('1234')).toThrow();
  });
});

describe('resident ID validation', () => {
  it.each([
    ['11010519491231002X', null],
    ['11010519491231002x', null], // lower-case x is accepted
    ['11010119900307803X', null],
    ['110105491231002', null], // 15-digit card of 1989
    ['11010519491231002', 'length'],
    ['1101051949123100201', 'length'],
    ['1101051949123100AX', 'format'],
    ['11010549123100A', 'format'],
    ['110105194902300029', 'birthday'], // 30 February
    ['110105203001010021', 'birthday'], // born in the future
    ['110105194912310021', 'checkDigit'],
  ] as const)('%s → %s', (id, problem) => {
    expect(residentIdProblem(id, today)).toBe(problem);
  });
});

describe('spec 5: sex by the parity of the 17th (or 15th) digit: odd is "1", even is "2"', () => {
  it.each([
    ['11010119900307803X', '1'], // 17th digit 3
    ['11010519491231002X', '2'], // 17th digit 2
    ['110105491231001', '1'], // 15th digit 1
    ['110105491231002', '2'], // 15th digit 2
    ['1101051949', null],
  ] as const)('%s → %s', (id, sex) => {
    expect(sexFromIdCard(id)).toBe(sex);
  });
});

describe('spec 5: age from the birth date in the number (at least 16 characters needed)', () => {
  it.each([
    ['11010119900307803X', 35], // born 7 March 1990
    ['310115198506154429', 40], // born 15 June 1985: birthday today
    ['310115198506164424', 39], // born 16 June 1985: tomorrow
    ['110105491231002', null], // 15 characters: not enough
    ['110105194902300029', null], // no such date
  ] as const)('%s → %s', (id, age) => {
    expect(ageFromIdCard(id, today)).toBe(age);
  });
});

describe('spec 5: birthday formatted YYYY-MM-DD', () => {
  it.each([
    ['11010519491231002X', '1949-12-31'],
    ['11010119900307803X', '1990-03-07'],
    ['110105491231002', '1949-12-31'],
    ['123', null],
  ] as const)('%s → %s', (id, birthday) => {
    expect(birthdayFromIdCard(id)).toBe(birthday);
  });
});
