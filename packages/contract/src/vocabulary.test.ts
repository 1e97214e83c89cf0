import { describe, expect, it } from 'vitest';
import { couponStateSchema, orderStatusSchema, transferStateSchema, workOrderStatusSchema } from './index.js';
import { couponStates, dispatchStatuses, orderStatuses, transferStates } from './vocabulary.js';

describe('the vocabulary is the one list behind the API enums', () => {
  it('gives each API enum exactly its values', () => {
    expect(orderStatusSchema.options).toEqual([...orderStatuses]);
    expect(couponStateSchema.options).toEqual([...couponStates]);
    expect(transferStateSchema.options).toEqual([...transferStates]);
    expect(workOrderStatusSchema.options).toEqual([...dispatchStatuses]);
  });
});
