import { describe, expect, it } from 'vitest';
import { newOrderNo } from './orders.js';

describe('order numbers', () => {
  it("carry the China day the order was placed (00:30 in China is that day, not UTC's day before)", () => {
    expect(newOrderNo(new Date('2026-11-26T16:30:00Z'))).toMatch(/^RC20261127\d{8}$/);
    expect(newOrderNo(new Date('2026-11-26T15:59:00Z'))).toMatch(/^RC20261126\d{8}$/);
  });
});
