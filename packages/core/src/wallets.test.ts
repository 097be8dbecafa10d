import { describe, expect, it } from 'vitest';

import { linkedWalletCountText } from './wallets';

describe('linked wallet count', () => {
  it.each([
    [0, 'You have 0 linked wallets'],
    [1, 'You have 1 linked wallet'],
    [2, 'You have 2 linked wallets'],
    [12, 'You have 12 linked wallets'],
    [-1, 'You have 0 linked wallets'],
    [NaN, 'You have 0 linked wallets'],
    [1.5, 'You have 0 linked wallets'],
  ])('%f → %j', (n, text) => {
    expect(linkedWalletCountText(n)).toBe(text);
  });
});
