import { describe, expect, it } from 'vitest';
import { idCardFacts } from './id-card.js';

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
