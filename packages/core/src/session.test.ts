import { describe, expect, it } from 'vitest';

import {
  DEFAULT_RETURN_PATH,
  DELETE_PROFILE_PAGE,
  KYC_CLEARED_SESSION_KEYS,
  PUBLIC_ROUTES,
  SESSION_KEYS,
  SIGN_IN_PATH,
  isLoggedInValue,
  requiresSession,
  returnPathAfterLogin,
  returnPathToSave,
} from './session';

describe('session keys and routes of spec §3/§4', () => {
  it('stores exactly the spec keys, never a pin', () => {
    expect(SESSION_KEYS).toEqual([
      'isLoggedIn',
      'mobileNumber',
      'profileName',
      'leadId',
      'url',
      'token',
      'hash',
    ]);
    expect(SESSION_KEYS.some((k) => /pin/i.test(k))).toBe(false);
    expect(KYC_CLEARED_SESSION_KEYS).toEqual(['isLoggedIn', 'mobileNumber', 'profileName', 'leadId']);
  });
  it('names the public routes, sign-in, the default return path and the delete deep link', () => {
    expect(PUBLIC_ROUTES).toEqual(['/sign-in', '/sign-up', '/payment-link']);
    expect(SIGN_IN_PATH).toBe('/sign-in');
    expect(DEFAULT_RETURN_PATH).toBe('/');
    expect(DELETE_PROFILE_PAGE).toBe('DELETE_PROFILE');
  });
  it.each([
    ['true', true],
    [true, true],
    ['TRUE', false],
    ['false', false],
    ['1', false],
    [null, false],
    [undefined, false],
  ])('isLoggedIn %j → %s', (stored, loggedIn) => {
    expect(isLoggedInValue(stored)).toBe(loggedIn);
  });
  it.each([
    ['/', true],
    ['/deposit', true],
    ['/settings/change-pin', true],
    ['/sign-in', false],
    ['/sign-up/', false],
    ['/payment-link?hash=abc', false],
  ])('%s needs a session: %s', (path, needed) => {
    expect(requiresSession(path)).toBe(needed);
  });
});

describe('return path', () => {
  it.each([
    ['/deposit', '/deposit'],
    ['/view-target-save?id=3', '/view-target-save?id=3'],
    ['/sign-in', null],
    ['/sign-in?next=/x', null],
    ['//evil.example/x', null],
    ['https://evil.example/', null],
    ['/\\evil.example', null],
    ['', null],
  ])('saves %j as %j', (path, saved) => {
    expect(returnPathToSave(path)).toBe(saved);
  });
  it('goes to the saved path after sign-in, or / when none or unsafe', () => {
    expect(returnPathAfterLogin('/withdraw')).toBe('/withdraw');
    expect(returnPathAfterLogin(null)).toBe('/');
    expect(returnPathAfterLogin('')).toBe('/');
    expect(returnPathAfterLogin('//evil.example')).toBe('/');
  });
});
