import { describe, expect, it } from 'vitest';

import { DRAND_QUICKNET, drandChain, drandSignatureValid } from './drand';

// Genuine quicknet rounds, as drand's relays serve them (GET /52db9ba7…/public/{round}); the
// same pairs are the test vectors of drand-verify (noislabs) and python-drand-verify.
const ROUND_123 =
  'b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92';
const ROUND_657413 =
  'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b';

describe("drand's signature check", () => {
  it("accepts quicknet's own signatures of their rounds", () => {
    expect(drandSignatureValid(DRAND_QUICKNET.publicKey, 123, ROUND_123)).toBe(true);
    expect(drandSignatureValid(DRAND_QUICKNET.publicKey, 657413, ROUND_657413)).toBe(true);
    expect(drandSignatureValid(DRAND_QUICKNET.publicKey.toUpperCase(), 123, ROUND_123.toUpperCase())).toBe(
      true,
    );
  });

  it("refuses a signature of another round, a tampered one, and another chain's", () => {
    expect(drandSignatureValid(DRAND_QUICKNET.publicKey, 124, ROUND_123)).toBe(false);
    expect(drandSignatureValid(DRAND_QUICKNET.publicKey, 123, ROUND_657413)).toBe(false);
    // One bit changed: either off the curve or another point; both refused, never thrown.
    const flipped = `${ROUND_123.slice(0, 40)}${(parseInt(ROUND_123.charAt(40), 16) ^ 1).toString(16)}${ROUND_123.slice(41)}`;
    expect(drandSignatureValid(DRAND_QUICKNET.publicKey, 123, flipped)).toBe(false);
    // Under another key (testnet-g's, a real G2 point) or no key at all.
    const otherKey =
      '8f6e58c3dbc6d7e58e32baee6881fecc854161b4227c40b01ae7f0593cea964599648f91a0fa2d6b489a7fb0a552b959014007e05d0c069991be4d064bbe28275bd4c3a3cabf16c48f86f4566909dd6eb6d0e84fd6069c414562ca6abf5fdc13';
    expect(drandSignatureValid(otherKey, 123, ROUND_123)).toBe(false);
    expect(drandSignatureValid('aa', 123, ROUND_123)).toBe(false);
    expect(drandChain(DRAND_QUICKNET.hash.toUpperCase())).toBe(DRAND_QUICKNET);
    expect(drandChain('ab'.repeat(32))).toBeUndefined();
  });

  it('refuses malformed input without throwing', () => {
    for (const signature of ['', 'zz', ROUND_123.slice(1), '00'.repeat(48), 'ab'.repeat(96)]) {
      expect(drandSignatureValid(DRAND_QUICKNET.publicKey, 123, signature)).toBe(false);
    }
    for (const round of [0, -1, 1.5, Number.NaN, 2 ** 60]) {
      expect(drandSignatureValid(DRAND_QUICKNET.publicKey, round, ROUND_123)).toBe(false);
    }
  });
});
