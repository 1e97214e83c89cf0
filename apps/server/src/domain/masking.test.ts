import { describe, expect, it } from 'vitest';
import { maskName } from './masking.js';

describe('the one name mask (issue 24: it had four rules)', () => {
  it.each([
    ['张三', '张*'],
    ['张三丰', '张**'],
    ['欧阳娜娜', '欧***'],
    [' 李四 ', '李*'],
    ['王', '王*'],
    ['', ''],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('never shows the last character, as the console list used to (张*丰)', () => {
    expect(maskName('张三丰').endsWith('丰')).toBe(false);
  });
});
