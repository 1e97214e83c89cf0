import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginData, UserVo } from '@rc/contract';
import { session, splitPrivateKey, storageKeys } from './session-store.js';

const userVo = { isVip: '1', custName: '张伟', userVo: { custName: '李娜' } } as unknown as UserVo;

describe('session store (spec 9: what session storage holds)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the private key in two halves: the first 9 characters and the rest', () => {
    const privateKey = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    session.setKeys({ publicKey: '04abcdef', privateKey });
    expect(window.sessionStorage.getItem(storageKeys.privateKeyHead)).toBe('a1b2c3d4e');
    expect(window.sessionStorage.getItem(storageKeys.privateKeyTail)).toBe('5f60718293a4b5c6d7e8f90');
    expect(session.privateKey()).toBe(privateKey);
    expect(session.publicKey()).toBe('04abcdef');
  });

  it('reads without writing: the storage is tried once, not on every read (issue 23)', () => {
    session.setVipFlag('1');
    const setItem = vi.spyOn(window.sessionStorage, 'setItem');
    const removeItem = vi.spyOn(window.sessionStorage, 'removeItem');
    try {
      for (let i = 0; i < 20; i += 1) expect(session.vipFlag()).toBe('1');
      expect(session.token()).toBeNull();
      expect(setItem).not.toHaveBeenCalled();
      expect(removeItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
      removeItem.mockRestore();
    }
  });

  it('keeps a write the storage refuses in memory, and reads it back', () => {
    const setItem = vi.spyOn(window.sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      session.setNextUrl('/rights/carwash');
      expect(session.nextUrl()).toBe('/rights/carwash');
    } finally {
      setItem.mockRestore();
    }
    session.setNextUrl(null);
  });

  it('splits short keys without losing characters', () => {
    expect(splitPrivateKey('abc')).toEqual(['abc', '']);
    expect(splitPrivateKey('123456789x')).toEqual(['123456789', 'x']);
  });

  it('answers null for the private key when either half is missing', () => {
    session.setKeys({ publicKey: 'p', privateKey: '0123456789abcdef' });
    window.sessionStorage.removeItem(storageKeys.privateKeyTail);
    expect(session.privateKey()).toBeNull();
  });

  it("stores exactly the keys spec 9 lists and a remind login's notice (decision 071), and nothing else", () => {
    session.setToken('t');
    session.setUserVo(userVo);
    session.setOrgList([{ branchCompanyCode: '3100', branchCompanyName: '上海分公司' }]);
    session.setEnterQuery({ channel: 'c1', token: 'h' });
    session.setNextUrl('/rights/carwash');
    session.setChannel('c1');
    session.setVipFlag('1');
    session.setKeys({ publicKey: 'pub', privateKey: 'priv-priv-priv' });
    session.rememberLogin({ token: 't' } as LoginData);
    session.setRemindNotice({ token: 't', text: '您的账户正在进行安全核验' });
    const stored = Object.keys(window.sessionStorage).sort();
    expect(stored).toEqual(Object.values(storageKeys).sort());
  });

  it('spec 8: a login failure clears the token, org list, user info and switched user info', () => {
    session.setToken('t');
    session.setUserVo(userVo);
    session.setOrgList([{ branchCompanyCode: '3100', branchCompanyName: '上海分公司' }]);
    session.setChannel('c1');
    session.setEnterQuery({ channel: 'c1' });
    session.clearLoginState();
    expect(session.token()).toBeNull();
    expect(session.userVo()).toBeNull();
    expect(session.orgList()).toEqual([]);
    // what the spec does not name stays: the entry query lets the entrance try again
    expect(session.channel()).toBe('c1');
    expect(session.enterQuery()).toEqual({ channel: 'c1' });
  });

  it('keeps a remind notice only as long as the session it belongs to (decision 071)', () => {
    const notice = { token: 'session-1', text: '您的账户正在进行安全核验' };
    session.setToken('session-1');
    session.setRemindNotice(notice);
    // the same session stored again (the real-name form's login): the notice stays
    session.setToken('session-1');
    expect(session.remindNotice()).toEqual(notice);
    // a new hand-off: the guard clears the token, the new login stores its own
    session.setToken(null);
    expect(session.remindNotice()).toBeNull();
    session.setToken('session-1');
    session.setRemindNotice(notice);
    session.setToken('session-2');
    expect(session.remindNotice()).toBeNull();
    // spec 8: a login failure clears the session, and its notice with it
    session.setRemindNotice({ ...notice, token: 'session-2' });
    session.clearLoginState();
    expect(session.remindNotice()).toBeNull();
    expect(window.sessionStorage.getItem(storageKeys.remindNotice)).toBeNull();
  });

  it('round-trips user info with the nested switched user', () => {
    session.setUserVo(userVo);
    expect(session.userVo()?.userVo?.custName).toBe('李娜');
  });

  it('tells subscribers when something changes', () => {
    let calls = 0;
    const off = session.subscribe(() => calls++);
    session.setVipFlag('0');
    off();
    session.setVipFlag('1');
    expect(calls).toBe(1);
  });
});
