import { describe, expect, it } from 'vitest';

import { SECRET_DISPLAY_DELAY_MS as SECRET_DELAY_FROM_SECRET } from './secret';
import {
  CREDENTIAL_REFRESH_MS,
  DELETE_LOGOUT_DELAY_MS,
  HTTP_TIMEOUT_MS,
  INACTIVITY_LOGOUT_MS,
  KYC_REDIRECT_MS,
  LOGIN_REDIRECT_MS,
  LOGIN_SUCCESS_MS,
  MESSAGE_TIMEOUT_MS,
  OTP_MODAL_CLOSE_MS,
  PAYMENT_LINK_SORT_CODE_RETRIES,
  REFRESH_SPINNER_MS,
  SECRET_DISPLAY_DELAY_MS,
  SUCCESS_MODAL_DELAY_MS,
  TYPEWRITER_MS_PER_CHAR,
  WALLET_DELETED_MS,
  WEBCAM,
} from './timings';

describe('timings are the ones spec §9 gives', () => {
  it.each([
    ['messages 5 s', MESSAGE_TIMEOUT_MS, 5000],
    ['wallet deletion message 10 s', WALLET_DELETED_MS, 10000],
    ['login success 0.8 s', LOGIN_SUCCESS_MS, 800],
    ['success modal delay 0.8 s', SUCCESS_MODAL_DELAY_MS, 800],
    ['post-OTP modal close 1 s', OTP_MODAL_CLOSE_MS, 1000],
    ['delete logout delay 10 s', DELETE_LOGOUT_DELAY_MS, 10000],
    ['KYC redirect 7.8 s', KYC_REDIRECT_MS, 7800],
    ['refresh spinner 5 s', REFRESH_SPINNER_MS, 5000],
    ['login redirect after 300 ms', LOGIN_REDIRECT_MS, 300],
    ['typewriter 20 ms per character', TYPEWRITER_MS_PER_CHAR, 20],
    ['inactivity logout 15 minutes', INACTIVITY_LOGOUT_MS, 900000],
    ['credential refresh 290000 ms', CREDENTIAL_REFRESH_MS, 290000],
    ['HTTP timeout 30 s (ARCHITECTURE difference 3)', HTTP_TIMEOUT_MS, 30000],
    ['secret display delay 100 ms', SECRET_DISPLAY_DELAY_MS, 100],
  ])('%s', (_name, value, ms) => {
    expect(value).toBe(ms);
  });

  it('has one secret display delay, shared with the pin rules', () => {
    expect(SECRET_DELAY_FROM_SECRET).toBe(SECRET_DISPLAY_DELAY_MS);
  });

  it('retries sort-code loading up to 4 times for the payment link', () => {
    expect(PAYMENT_LINK_SORT_CODE_RETRIES).toBe(4);
  });

  it('captures 400x420 JPEG from the front camera', () => {
    expect(WEBCAM).toEqual({ width: 400, height: 420, facingMode: 'user', type: 'image/jpeg' });
  });
});
