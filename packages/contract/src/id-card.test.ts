import { describe, expect, it } from 'vitest';
import { idCardFacts, idCheckCharacter, residentIdProblem } from './id-card.js';

// "today" is 2026-06-15 12:00 in China.
const today = new Date('2026-06-15T04:00:00Z');

describe('ID number facts (spec 5)', () => {
  it.each([
    // 18 characters: 17th digit odd → "1", even → "2"; birthday and age from positions 7–14
    ['110105198503123512', { sex: '1', birthday: '1985-03-12', age: 41 }],
    ['310115199007224028', { sex: '2', birthday: '1990-07-22', age: 35 }],
    ['51010419801123357X', { sex: '1', birthday: '1980-11-23', age: 45 }],
    // birthday today counts the year; tomorrow does not yet
    ['110101200006150011', { sex: '1', birthday: '2000-06-15', age: 26 }],
    ['110101200006160021', { sex: '2', birthday: '2000-06-16', age: 25 }],
    // 15 characters: sex from the 15th digit; fewer than 16 characters give no birth date or age
    ['110105850312351', { sex: '1', birthday: null, age: null }],
    ['110105850312352', { sex: '2', birthday: null, age: null }],
    // other lengths and non-dates
    ['1101058503123', { sex: '', birthday: null, age: null }],
    ['110105198513123512', { sex: '1', birthday: null, age: null }],
    ['11010519850230351X', { sex: '1', birthday: null, age: null }],
    ['', { sex: '', birthday: null, age: null }],
  ])('%s', (id, expected) => {
    expect(idCardFacts(id, today)).toEqual(expected);
  });

  it('uses the day in China for the age, whatever the server zone', () => {
    // 2026-06-14 17:00 UTC is already 2026-06-15 in China
    expect(idCardFacts('110101200006150011', new Date('2026-06-14T17:00:00Z')).age).toBe(26);
    expect(idCardFacts('110101200006150011', new Date('2026-06-14T15:00:00Z')).age).toBe(25);
  });
});

describe('the check character (GB 11643)', () => {
  it.each([
    ['11010519491231002', 'X'], // the standard's own example
    ['44052418800101001', '4'],
    ['11010119900307803', 'X'],
    ['31011519850615442', '9'],
    ['1234', null],
  ])('%s → %s', (first17, check) => {
    expect(idCheckCharacter(first17)).toBe(check);
  });
});

describe('a resident ID number typed into a form (the real-name form, a saved person, the server)', () => {
  it.each([
    ['11010519491231002X', null],
    ['11010519491231002x', null], // lower-case x is accepted
    ['11010119900307803X', null],
    // Old 15-character cards are no longer valid: the real-name form took them, the server refused them.
    ['110105491231002', 'length'],
    ['11010519491231002', 'length'],
    ['1101051949123100201', 'length'],
    ['1101051949123100AX', 'format'],
    ['110105194902300029', 'birthday'], // 30 February
    ['110105203001010021', 'birthday'], // born in the future
    ['110105180001010021', 'birthday'], // before 1900
    ['110105194912310021', 'checkDigit'],
  ] as const)('%s → %s', (id, problem) => {
    expect(residentIdProblem(id, today)).toBe(problem);
  });

  it('takes a birth date of today in China, not yet of tomorrow, whatever the machine zone', () => {
    // 2026-06-14 17:00 UTC is 2026-06-15 in China.
    const first17 = '11010520260615002';
    const id = `${first17}${idCheckCharacter(first17) ?? ''}`;
    expect(residentIdProblem(id, new Date('2026-06-14T17:00:00Z'))).toBeNull();
    expect(residentIdProblem(id, new Date('2026-06-14T15:00:00Z'))).toBe('birthday');
  });
});
