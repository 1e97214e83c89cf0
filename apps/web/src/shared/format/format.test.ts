import { describe, expect, it } from 'vitest';
import { phoneInAnotherZone } from '../../testing/phone-zone.js';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonthDay,
  formatMonthDayTime,
  formatTime,
  formatYuan,
  formatYuanInput,
} from './format.js';

/*
 * The phone is in Los Angeles (UTC-8) and the instants sit just after midnight in
 * China, so the phone's zone and UTC both give the day before: formatting in either
 * (the old order list, merchant and gift screens) fails here.
 */
phoneInAnotherZone();

const justAfterMidnight = '2026-11-26T16:30:00Z'; // 2026-11-27 00:30 in China, a Friday
const lateEvening = '2026-11-26T15:04:00Z'; // 2026-11-26 23:04 in China
const newYear = '2026-12-31T16:05:00Z'; // 2027-01-01 00:05 in China

describe('dates and times are China time, whatever the phone zone', () => {
  it('the phone really is elsewhere in this test', () => {
    expect(new Date(justAfterMidnight).getDate()).toBe(26);
  });

  it('a date', () => {
    expect(formatDate(justAfterMidnight, 'zh-CN')).toBe('2026-11-27');
    expect(formatDate(justAfterMidnight, 'en-US')).toBe('Nov 27, 2026');
    expect(formatDate(newYear, 'zh-CN')).toBe('2027-01-01');
    expect(formatDate(newYear, 'en-US')).toBe('Jan 1, 2027');
  });

  it('a date and time', () => {
    expect(formatDateTime(justAfterMidnight, 'zh-CN')).toBe('2026-11-27 00:30');
    expect(formatDateTime(justAfterMidnight, 'en-US')).toBe('Nov 27, 2026, 00:30');
    expect(formatDateTime(lateEvening, 'zh-CN')).toBe('2026-11-26 23:04');
  });

  it('a time', () => {
    expect(formatTime(justAfterMidnight)).toBe('00:30');
    expect(formatTime(lateEvening)).toBe('23:04');
  });

  it('a month and day, with the weekday when asked', () => {
    expect(formatMonthDay(justAfterMidnight, {}, 'zh-CN')).toBe('11-27');
    expect(formatMonthDay(justAfterMidnight, { weekday: true }, 'zh-CN')).toBe('11-27 周五');
    expect(formatMonthDay(justAfterMidnight, {}, 'en-US')).toBe('Nov 27');
    expect(formatMonthDay(justAfterMidnight, { weekday: true }, 'en-US')).toBe('Fri, Nov 27');
  });

  it('a month, day and time (the order list: placed at 23:04 China time shows 23:04)', () => {
    expect(formatMonthDayTime(lateEvening, 'zh-CN')).toBe('11-26 23:04');
    expect(formatMonthDayTime(justAfterMidnight, 'en-US')).toBe('Nov 27, 00:30');
  });

  it('takes a Date or epoch milliseconds as well as an ISO string', () => {
    expect(formatDate(new Date(justAfterMidnight), 'zh-CN')).toBe('2026-11-27');
    expect(formatDate(Date.parse(justAfterMidnight), 'zh-CN')).toBe('2026-11-27');
  });

  it('nothing, or something unreadable, shows as nothing', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatMonthDay('not a date')).toBe('');
  });
});

describe('money has one rule: ¥, two decimals, thousands grouped', () => {
  it.each([
    [1250, '¥12.50', '12.50'],
    [18000, '¥180.00', '180.00'],
    [123450, '¥1,234.50', '1,234.50'],
    [0, '¥0.00', '0.00'],
    [5, '¥0.05', '0.05'],
    [123456789, '¥1,234,567.89', '1,234,567.89'],
    [-1250, '-¥12.50', '-12.50'],
  ])('%i fen → %s', (fen, money, yuan) => {
    expect(formatMoney(fen)).toBe(money);
    expect(formatYuan(fen)).toBe(yuan);
  });
});

describe('an amount in a field the console edits', () => {
  it.each([
    [0, '0.00'],
    [1990, '19.90'],
    [123450, '1234.50'],
    [100000000, '1000000.00'],
    [-1250, '-12.50'],
  ])('%i fen → %s, ungrouped so it reads back as typed', (fen, text) => {
    expect(formatYuanInput(fen)).toBe(text);
    expect(Math.round(Number(formatYuanInput(fen)) * 100)).toBe(fen);
  });
});
