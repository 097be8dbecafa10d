// The drand adapter against the fake drand (test/fakes/fakeDrand.ts) over loopback: chain info and
// rounds as drand's HTTP API serves them, "not yet" for a future round, and a relay that lies
// (a round before its time, randomness that is not its signature's hash, another round's number,
// another chain, a signature that is not the chain's) refused rather than used. Against a fake
// serving quicknet's chain: quicknet's genuine rounds verify under its pinned key, a forged or
// tampered one does not.
import { DRAND_QUICKNET } from '@savewin/core/drand';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BeaconUnavailable } from '../../src/adapters/beacon/beacon';
import { createDrandBeacon, drandBeaconFromEnv } from '../../src/adapters/beacon/drand';
import { liveFromEnv } from '../../src/adapters/beacon/index';
import { QUICKNET_ROUNDS, startFakeDrand, type FakeDrand } from '../fakes/fakeDrand';

let drand: FakeDrand;
let quicknet: FakeDrand;
beforeAll(async () => {
  drand = await startFakeDrand();
  quicknet = await startFakeDrand({ chain: 'quicknet' });
});
afterAll(async () => {
  await drand.close();
  await quicknet.close();
});

describe('the drand adapter against the fake drand', () => {
  it('fetches produced rounds and answers null for one not produced yet', async () => {
    const beacon = createDrandBeacon({
      baseUrl: drand.url,
      chainHash: drand.chainHash,
      publicKey: drand.publicKey,
      timeoutMs: 2_000,
    });
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
    const beacon = createDrandBeacon({
      baseUrl: drand.url,
      chainHash: drand.chainHash,
      publicKey: drand.publicKey,
      timeoutMs: 2_000,
    });
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
      drand.lie.roundNumber = false;
      drand.lie.signature = true;
      await expect(beacon.fetchRound(current - 1)).rejects.toThrow(/BLS check failed/);
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

  it("accepts quicknet's genuine rounds under its pinned key and refuses forged or tampered ones", async () => {
    const beacon = createDrandBeacon({
      baseUrl: quicknet.url,
      chainHash: DRAND_QUICKNET.hash,
      timeoutMs: 2_000,
    });
    for (const [round, signature] of Object.entries(QUICKNET_ROUNDS)) {
      expect(await beacon.fetchRound(Number(round))).toMatchObject({ round: Number(round), signature });
    }
    // A recent round the fake signed itself: a valid BLS signature, but not by quicknet's key.
    const current = await beacon.roundAt(new Date());
    await expect(beacon.fetchRound(current - 2)).rejects.toThrow(/BLS check failed/);
    // Round 123 answered with round 657413's genuine signature and matching randomness.
    try {
      quicknet.lie.signature = true;
      await expect(beacon.fetchRound(123)).rejects.toThrow(/BLS check failed/);
    } finally {
      quicknet.lie.signature = false;
    }
    // The key given in code never replaces a pinned chain's own.
    const keyed = createDrandBeacon({
      baseUrl: quicknet.url,
      chainHash: DRAND_QUICKNET.hash,
      publicKey: drand.publicKey,
      timeoutMs: 2_000,
    });
    await expect(keyed.fetchRound(current - 2)).rejects.toThrow(/BLS check failed/);
    // A chain with no key at all: every round refused, none used unchecked.
    const unkeyed = createDrandBeacon({ baseUrl: drand.url, chainHash: drand.chainHash, timeoutMs: 2_000 });
    await expect(unkeyed.fetchRound((await unkeyed.roundAt(new Date())) - 2)).rejects.toThrow(
      /no public key/,
    );
  });

  it("refuses a relay that moves a pinned chain's clock or key, and live mode on an unpinned chain", async () => {
    // The fake chain's relay answering for quicknet's hash: another key and clock.
    const moved = createDrandBeacon({ baseUrl: drand.url, chainHash: DRAND_QUICKNET.hash, timeoutMs: 2_000 });
    await expect(moved.roundAt(new Date())).rejects.toThrow(BeaconUnavailable);
    expect(liveFromEnv({ BEACON_URL: quicknet.url, BEACON_CHAIN_HASH: DRAND_QUICKNET.hash })).toHaveProperty(
      'adapter',
    );
    expect(liveFromEnv({ BEACON_URL: drand.url, BEACON_CHAIN_HASH: drand.chainHash })).toEqual({
      missing: [
        `BEACON_CHAIN_HASH is not a drand chain whose key the gateway pins (quicknet: ${DRAND_QUICKNET.hash})`,
      ],
    });
  });
});
