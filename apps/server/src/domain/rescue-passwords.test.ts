import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './rescue.js';

describe('passwords', () => {
  it('are hashed and checked off the event loop: other work runs while scrypt does', async () => {
    const stored = await hashPassword('right-password');
    let ranMeanwhile = false;
    setImmediate(() => {
      ranMeanwhile = true;
    });
    const pending = verifyPassword('right-password', stored);
    // A synchronous scrypt would have finished before this line: nothing else could run.
    expect(ranMeanwhile).toBe(false);
    expect(await pending).toBe(true);
    expect(ranMeanwhile).toBe(true);
  });

  it('refuses a wrong password, an unknown account (null) and a malformed hash', async () => {
    const stored = await hashPassword('right-password');
    expect(await verifyPassword('wrong', stored)).toBe(false);
    expect(await verifyPassword('right-password', null)).toBe(false);
    expect(await verifyPassword('right-password', 'plain-text')).toBe(false);
  });
});
