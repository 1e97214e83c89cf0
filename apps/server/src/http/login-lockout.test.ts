import { describe, expect, it } from 'vitest';
import { createLoginLockout, lockoutPolicy } from './login-lockout.js';

describe('the wrong-password lock', () => {
  it('locks an account for one address after five wrong passwords, and lets go after 15 minutes', () => {
    let now = 1_000_000;
    const lock = createLoginLockout(() => now);
    const results = Array.from({ length: 5 }, () => lock.fail('rescuer', 'liqiang', '10.0.0.1'));
    expect(results).toEqual([false, false, false, false, true]);
    expect(lock.isLocked('rescuer', 'LiQiang ', '10.0.0.1')).toBe(true);
    expect(lock.isLocked('rescuer', 'liqiang', '10.0.0.2')).toBe(false);
    expect(lock.isLocked('operator', 'liqiang', '10.0.0.1')).toBe(false);
    now += lockoutPolicy.lockMs;
    expect(lock.isLocked('rescuer', 'liqiang', '10.0.0.1')).toBe(false);
    expect(lock.fail('rescuer', 'liqiang', '10.0.0.1')).toBe(false);
  });

  it('a right password clears the count', () => {
    const lock = createLoginLockout();
    for (let i = 0; i < 4; i++) lock.fail('operator', 'ops.demo', '10.0.0.1');
    lock.clear('operator', 'ops.demo', '10.0.0.1');
    expect(lock.fail('operator', 'ops.demo', '10.0.0.1')).toBe(false);
  });
});
