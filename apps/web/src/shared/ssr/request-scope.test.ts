import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LoginData } from '@rc/contract';
import { session } from '../session/session-store.js';
import { setRequestScopeProvider, type RequestScope } from './request-scope.js';

const scopeOf = (): RequestScope => ({
  storage: new Map(),
  early: new Map(),
  queryClient: new QueryClient(),
});
const loginOf = (token: string) => ({ token, rcIdCardTypes: [] }) as unknown as LoginData;

afterEach(() => {
  setRequestScopeProvider(() => undefined);
  session.rememberLogin(null);
});

describe('a server drawing keeps the login data in its own scope (decision 062)', () => {
  it("one drawing's login data is never another's, nor the page's", () => {
    const first = scopeOf();
    const second = scopeOf();
    let current: RequestScope | undefined = first;
    setRequestScopeProvider(() => current);
    session.rememberLogin(loginOf('first'));
    current = second;
    expect(session.lastLogin()).toBeNull();
    session.rememberLogin(loginOf('second'));
    current = first;
    expect(session.lastLogin()?.token).toBe('first');
    current = undefined;
    expect(session.lastLogin()).toBeNull();
  });

  it('in the browser (no scope) the page keeps its own, as before', () => {
    session.rememberLogin(loginOf('page'));
    expect(session.lastLogin()?.token).toBe('page');
    session.clearLoginState();
    expect(session.lastLogin()).toBeNull();
  });
});
