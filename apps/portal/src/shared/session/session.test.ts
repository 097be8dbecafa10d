// The session's storage rules (spec §3, §4; ARCHITECTURE difference 1): what is kept in
// sessionStorage, what never is, and where a customer goes after signing in.
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MemoryStorage } from '../../testing/memoryStorage';

const storage = new MemoryStorage();
vi.stubGlobal('window', { sessionStorage: storage });

const session = await import('./session');
const { store } = await import('../store');

beforeEach(() => {
  session.clearSession();
});

describe('the session', () => {
  it('keeps the spec keys in sessionStorage and never the PIN', () => {
    session.startSession({
      mobileNumber: '0244123456',
      token: 'access',
      refreshToken: 'refresh',
      profileName: 'Ama Mensah',
      leadId: 'L1',
    });
    expect(store.get(session.isLoggedInAtom)).toBe(true);
    expect(storage.getItem('isLoggedIn')).toBe('true');
    expect(storage.getItem('token')).toBe('access');
    expect(storage.getItem('mobileNumber')).toBe('0244123456');
    expect(storage.keys()).not.toContain('pin');
    expect(JSON.stringify(storage.keys().map((k) => storage.getItem(k)))).not.toContain('246810');
  });

  it('clears every key at logout and counts only the exact text true as signed in', () => {
    session.startSession({ mobileNumber: '0244123456', token: 'access', refreshToken: 'refresh' });
    session.clearSession();
    expect(store.get(session.isLoggedInAtom)).toBe(false);
    expect(storage.keys()).toEqual(['isLoggedIn']);
    expect(storage.getItem('isLoggedIn')).toBe('false');
    store.set(session.isLoggedInRawAtom, 'TRUE');
    expect(store.get(session.isLoggedInAtom)).toBe(false);
  });

  it('remembers where a visitor wanted to go, once, but never a sign-in page', () => {
    session.saveReturnPath('/transact/send-money?sortCode=999999');
    expect(session.takeReturnPath()).toBe('/transact/send-money?sortCode=999999');
    expect(session.takeReturnPath()).toBe('/');
    session.saveReturnPath('/sign-in?next=1');
    expect(session.takeReturnPath()).toBe('/');
  });
});
