// The browser-side draw check agrees with the gateway's published algorithm: the contract's
// recomputable example verifies, and any change to seed, beacon round, entries or winners is caught.
import type { DrawVerification } from '@savewin/api';
import { drawKey, drawWinners, sha256Hex } from '@savewin/core';
import { DRAND_QUICKNET } from '@savewin/core/drand';
import { describe, expect, it } from 'vitest';

import { checkDraw } from './verifyDraw';

// The example of getDrawVerification in openapi/gateway.yaml.
const example: DrawVerification = {
  drawId: 'draw-2026-11-01',
  name: 'Week of 2026-10-25 draw',
  opensAt: '2026-10-25T00:00:00Z',
  closesAt: '2026-11-01T00:00:00Z',
  drawAt: '2026-11-01T12:00:00Z',
  status: 'DRAWN',
  seedCommitment: '23e0bf16a8233d47b230a49057b3cb566175ab84135cd5574e55f092b77775db',
  seed: 'c0ffee00c0ffee00c0ffee00c0ffee00',
  beacon: {
    source: 'sandbox',
    chainHash: 'sandbox',
    round: 33562612,
    roundTime: '2026-11-01T00:00:00Z',
    url: null,
    randomness: 'e302f795b0b8dd7db08e0952c2bcf238b5cb8a2d68b43b7edeb973663f5d15f2',
    signature: '962affc96d867bc3df7a01740cd2a2153463970551d00c1d25bfe11f42339118',
  },
  ticketCount: 184,
  algorithm: '',
  winners: [],
  entriesCommitment: '746763c96966c12402695e2bad78d5199ddc410d5cab29ea8309d5e4895ecbe6',
  entries: [
    { entrant: '05b02e9eb69a3d3c', tickets: 40 },
    { entrant: '5cec0ddb0404af23', tickets: 12 },
    { entrant: 'c22ee1cbce6d1cb7', tickets: 25 },
    { entrant: 'd2ffd491e928bbc2', tickets: 100 },
    { entrant: 'd349cdccf21a7f47', tickets: 7 },
  ],
  winningEntrants: [
    { position: 1, entrant: '05b02e9eb69a3d3c', ticket: 31 },
    { position: 2, entrant: 'd2ffd491e928bbc2', ticket: 103 },
    { position: 3, entrant: '5cec0ddb0404af23', ticket: 47 },
    { position: 4, entrant: 'd349cdccf21a7f47', ticket: 179 },
  ],
  myEntrant: 'c22ee1cbce6d1cb7',
};

describe('checkDraw', () => {
  it('verifies the published example: seed, entry list and winning tickets', async () => {
    await expect(checkDraw(example)).resolves.toEqual({
      seedMatches: true,
      entriesMatch: true,
      beaconMatches: true,
      beaconSigned: null,
      winnersMatch: true,
    });
  });

  it("checks a drand round's signature against drand's public key", async () => {
    // Quicknet's genuine round 123 (as drand's relays serve it), drawn with the example's seed.
    const signature =
      'b75c69d0b72a5d906e854e808ba7e2accb1542ac355ae486d591aa9d43765482e26cd02df835d3546d23c4b13e0dfc92';
    const bytes = Uint8Array.from(signature.match(/../g)!.map((b) => parseInt(b, 16)));
    const randomness = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    const entries = example.entries!;
    const drawn = async (round: number, chainHash = DRAND_QUICKNET.hash): Promise<DrawVerification> => ({
      ...example,
      beacon: { source: 'drand', chainHash, round, roundTime: null, url: null, randomness, signature },
      winningEntrants: await drawWinners(await drawKey(example.seed!, randomness), entries, 4),
    });
    await expect(checkDraw(await drawn(123))).resolves.toEqual({
      seedMatches: true,
      entriesMatch: true,
      beaconMatches: true,
      beaconSigned: true,
      winnersMatch: true,
    });
    // The same signature given as another round's, or under a chain whose key is not pinned: the
    // numbers add up, but drand did not sign them.
    expect((await checkDraw(await drawn(124)))?.beaconSigned).toBe(false);
    expect((await checkDraw(await drawn(123, await sha256Hex('another chain'))))?.beaconSigned).toBe(false);
  });

  it('catches winners picked by the seed alone, without the beacon round', async () => {
    const check = await checkDraw({ ...example, beacon: null });
    expect(check).toMatchObject({ seedMatches: true, beaconMatches: null, winnersMatch: false });
  });

  it('catches a beacon round other than the one published, or one that is not self-consistent', async () => {
    const beacon = example.beacon!;
    const otherRound = await checkDraw({
      ...example,
      beacon: {
        ...beacon,
        signature: 'ab'.repeat(48),
        randomness: 'c2e3a1b1f08a1f8d4c6ea5a8fa6d3f4a5e2c4f1e0b9d8c7b6a5f4e3d2c1b0a99',
      },
    });
    expect(otherRound?.beaconMatches).toBe(false);
    expect(otherRound?.winnersMatch).toBe(false);
    const forgedRandomness = await checkDraw({
      ...example,
      beacon: { ...beacon, randomness: beacon.randomness!.replace(/^e/, 'f') },
    });
    expect(forgedRandomness?.beaconMatches).toBe(false);
    expect(forgedRandomness?.winnersMatch).toBe(false);
  });

  it('catches a seed other than the committed one, which also moves the winning tickets', async () => {
    const check = await checkDraw({ ...example, seed: 'c0ffee00c0ffee00c0ffee00c0ffee01' });
    expect(check?.seedMatches).toBe(false);
    expect(check?.winnersMatch).toBe(false);
  });

  it('catches an entry list changed after it was committed', async () => {
    const entries = example.entries?.map((e, i) => (i === 0 ? { ...e, tickets: 41 } : e)) ?? null;
    expect((await checkDraw({ ...example, entries }))?.entriesMatch).toBe(false);
  });

  it('catches a published winner the seed did not pick', async () => {
    const winningEntrants = example.winningEntrants.map((w) => (w.position === 1 ? { ...w, ticket: 35 } : w));
    expect((await checkDraw({ ...example, winningEntrants }))?.winnersMatch).toBe(false);
  });

  it('has nothing to check before the draw (no seed yet)', async () => {
    await expect(checkDraw({ ...example, seed: null })).resolves.toBeNull();
  });
});
