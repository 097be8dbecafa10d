// The drand adapter against the fake drand (test/fakes/fakeDrand.ts) over loopback: chain info and
// rounds as drand's HTTP API serves them, "not yet" for a future round, and a relay that lies
// (a round before its time, randomness that is not its signature's hash, another round's number,
// another chain) refused rather than used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BeaconUnavailable } from '../../src/adapters/beacon/beacon';
import { createDrandBeacon, drandBeaconFromEnv } from '../../src/adapters/beacon/drand';
import { startFakeDrand, type FakeDrand } from '../fakes/fakeDrand';

let drand: FakeDrand;
beforeAll(async () => {
  drand = await startFakeDrand();
});
afterAll(() => drand.close());

describe('the drand adapter against the fake drand', () => {
  it('fetches produced rounds and answers null for one not produced yet', async () => {
    const beacon = createDrandBeacon({ baseUrl: drand.url, chainHash: drand.chainHash, timeoutMs: 2_000 });
    const current = await beacon.roundAt(new Date());
    expect(await beacon.fetchRound(current - 5)).toEqual(drand.round(current - 5));
    expect(await beacon.fetchRound(current + 100)).toBeNull();
    expect(beacon.urlOf(7)).toBe(`${drand.url}/${drand.chainHash}/public/7`);
    // The relay's latest round is the one the adapter's clock expects (or the one before).
    const latest = await fetch(`${drand.url}/${drand.chainHash}/public/latest`).then(
      (r) => r.json() as Promise<{ round: number }>,
    );
    expect(current - latest.round).toBeGreaterThanOrEqual(0);
    expect(current - latest.round).toBeLessThanOrEqual(1);
  });

  it('refuses a round served before its time, with the wrong randomness or under another number', async () => {
    const beacon = createDrandBeacon({ baseUrl: drand.url, chainHash: drand.chainHash, timeoutMs: 2_000 });
    const current = await beacon.roundAt(new Date());
    try {
      drand.lie.early = true;
      await expect(beacon.fetchRound(current + 100)).rejects.toThrow(/before its time/);
      drand.lie.early = false;
      drand.lie.randomness = true;
      await expect(beacon.fetchRound(current - 1)).rejects.toThrow(/not SHA-256/);
      drand.lie.randomness = false;
      drand.lie.roundNumber = true;
      await expect(beacon.fetchRound(current - 1)).rejects.toThrow(BeaconUnavailable);
    } finally {
      drand.lie = {};
    }
  });

  it('refuses another chain and an unreachable relay', async () => {
    const other = createDrandBeacon({ baseUrl: drand.url, chainHash: 'ab'.repeat(32), timeoutMs: 2_000 });
    await expect(other.roundAt(new Date())).rejects.toThrow(BeaconUnavailable);
    const down = createDrandBeacon({
      baseUrl: 'http://127.0.0.1:9',
      chainHash: drand.chainHash,
      timeoutMs: 500,
    });
    await expect(down.fetchRound(1)).rejects.toThrow(BeaconUnavailable);
    expect(drandBeaconFromEnv({ BEACON_URL: drand.url })).toBeNull();
    expect(drandBeaconFromEnv({ BEACON_URL: drand.url, BEACON_CHAIN_HASH: drand.chainHash })?.source).toBe(
      'drand',
    );
  });
});
