import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  INVALID_NUMBER_MESSAGE,
  PHONE_PREFIX,
  formatMobileNumber,
  mobileNumberError,
  normaliseMobileNumber,
  toInternationalNumber,
  tryInternationalNumber,
} from './phone';

describe('normaliseMobileNumber follows the three spec cases', () => {
  it.each([
    ['0241234567', '0241234567'], // 10 digits starting with 0 are kept
    ['241234567', '0241234567'], // 9 digits get a leading 0
    ['233241234567', '0241234567'], // 12 digits starting with 233 → 0 + rest
    ['+233241234567', '0241234567'],
    ['024 123 4567', '0241234567'],
    ['024-123-4567', '0241234567'],
    ['+233 (24) 123.4567', '0241234567'],
    [' 0201234567 ', '0201234567'],
  ])('%j → %j', (input, local) => {
    expect(normaliseMobileNumber(input)).toBe(local);
  });

  it.each([
    [''],
    ['   '],
    ['024123456'], // 9 digits starting with 0: a digit is missing
    ['02412345678'], // 11 digits
    ['1241234567'], // 10 digits not starting with 0
    ['234241234567'], // 12 digits, wrong country code
    ['2330241234567'], // 13 digits
    ['233041234567'], // 233 then 0: would give 00…
    ['0041234567'],
    ['+0241234567'],
    ['+44 7700 900123'],
    ['02412a4567'],
    ['0241234567x'],
    ['１２３'],
  ])('refuses %j', (input) => {
    expect(normaliseMobileNumber(input)).toBeNull();
  });

  it('refuses values that are not text instead of throwing', () => {
    expect(normaliseMobileNumber(null as unknown as string)).toBeNull();
  });
});

describe('phone constants and messages', () => {
  it("uses the spec's 'Invalid Number' and prefix 233", () => {
    expect(INVALID_NUMBER_MESSAGE).toBe('Invalid Number');
    expect(PHONE_PREFIX).toBe('233');
    expect(mobileNumberError('12')).toBe('Invalid Number');
    expect(mobileNumberError('0241234567')).toBeNull();
  });
});

describe('international form', () => {
  it('replaces the leading 0 with 233', () => {
    expect(toInternationalNumber('0241234567')).toBe('233241234567');
    expect(toInternationalNumber('241234567')).toBe('233241234567');
    expect(tryInternationalNumber('233 24 123 4567')).toBe('233241234567');
  });
  it('gives a clear error for input that is no number', () => {
    expect(tryInternationalNumber('abc')).toBeNull();
    expect(() => toInternationalNumber('abc')).toThrow(new RangeError('Invalid Number'));
  });
  it('groups the local number like the placeholder 000 000 0000', () => {
    expect(formatMobileNumber('233241234567')).toBe('024 123 4567');
    expect(formatMobileNumber('12')).toBeNull();
  });
});

describe('normalisation is stable', () => {
  it('normalising a normalised number changes nothing, and every accepted form maps to the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{8}$/), (first, rest) => {
        const local = `0${first}${rest}`;
        expect(normaliseMobileNumber(local)).toBe(local);
        expect(normaliseMobileNumber(local.slice(1))).toBe(local);
        expect(normaliseMobileNumber(`233${local.slice(1)}`)).toBe(local);
        expect(normaliseMobileNumber(toInternationalNumber(local))).toBe(local);
      }),
    );
  });
});
