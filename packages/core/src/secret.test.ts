import { describe, expect, it } from 'vitest';

import { isSixDigitSecret } from './secret';

describe('isSixDigitSecret', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [' 23456', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isSixDigitSecret(value)).toBe(expected);
  });
});
