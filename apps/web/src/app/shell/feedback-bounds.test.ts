import { describe, expect, it } from 'vitest';
import { clampFeedbackPosition, initialFeedbackPosition } from './feedback-bounds.js';

const phone = { width: 375, height: 667 };

describe('feedback button bounds (spec 9: width − 102, height − 202)', () => {
  it.each([
    [
      { x: -30, y: -5 },
      { x: 0, y: 0 },
    ],
    [
      { x: 500, y: 900 },
      { x: 273, y: 465 },
    ],
    [
      { x: 120, y: 300 },
      { x: 120, y: 300 },
    ],
    [
      { x: 273, y: 465 },
      { x: 273, y: 465 },
    ],
  ])('%o → %o', (p, expected) => {
    expect(clampFeedbackPosition(p, phone)).toEqual(expected);
  });

  it('starts at the lowest, rightmost place allowed', () => {
    expect(initialFeedbackPosition(phone)).toEqual({ x: 273, y: 465 });
  });

  it('never goes negative on a tiny screen', () => {
    expect(clampFeedbackPosition({ x: 50, y: 50 }, { width: 80, height: 150 })).toEqual({ x: 0, y: 0 });
  });
});
