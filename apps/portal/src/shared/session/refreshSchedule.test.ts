// The renewal clock of the access credential: from the credential's life, not from page load.
import { describe, expect, it } from 'vitest';

import { fingerprint, lifeFrom, refreshDelay } from './refreshSchedule';

const SPEC_INTERVAL = 290_000;

describe('refreshDelay', () => {
  it("renews the spec's 300 s credential 290 s after it was issued", () => {
    const life = lifeFrom(300, 1_000_000);
    expect(refreshDelay(life, 1_000_000, SPEC_INTERVAL)).toBe(290_000);
  });

  it('counts from when the credential was issued, so a reload late in its life renews soon', () => {
    const life = lifeFrom(300, 0);
    // A page loaded 280 s into the credential's life renews in 10 s, not 290 s after loading.
    expect(refreshDelay(life, 280_000, SPEC_INTERVAL)).toBe(10_000);
  });

  it('renews at once when the moment has passed or the credential has expired', () => {
    const life = lifeFrom(300, 0);
    expect(refreshDelay(life, 295_000, SPEC_INTERVAL)).toBe(0);
    expect(refreshDelay(life, 10_000_000, SPEC_INTERVAL)).toBe(0);
  });

  it('keeps a lead before expiry when the interval is longer than the credential lives', () => {
    // The test gateway's credential lives 6 s: renewal 1.5 s before expiry, not after 290 s.
    const life = lifeFrom(6, 0);
    expect(refreshDelay(life, 0, SPEC_INTERVAL)).toBe(4_500);
    expect(refreshDelay(life, 4_000, SPEC_INTERVAL)).toBe(500);
  });

  it('follows a shorter interval when one is asked for', () => {
    expect(refreshDelay(lifeFrom(6, 0), 0, 2_000)).toBe(2_000);
  });

  it('renews at once when the life is unknown or nonsensical', () => {
    expect(refreshDelay(null, 0, SPEC_INTERVAL)).toBe(0);
    expect(refreshDelay({ issuedAt: 10, expiresAt: 5 }, 0, SPEC_INTERVAL)).toBe(0);
  });
});

describe('lifeFrom', () => {
  it('turns the gateway’s seconds into an expiry on this device’s clock', () => {
    expect(lifeFrom(300, 5_000)).toEqual({ issuedAt: 5_000, expiresAt: 305_000 });
  });

  it('knows no life for a missing or invalid expiresIn', () => {
    expect(lifeFrom(undefined, 0)).toBeNull();
    expect(lifeFrom(0, 0)).toBeNull();
    expect(lifeFrom(Number.NaN, 0)).toBeNull();
  });
});

describe('fingerprint', () => {
  it('tells credentials apart without containing them', () => {
    const a = fingerprint('swr_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const b = fingerprint('swr_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB');
    expect(a).not.toBe(b);
    expect(a).toBe(fingerprint('swr_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect(a).not.toContain('AAAA');
  });
});
