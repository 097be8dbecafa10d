// The browser-side draw check agrees with the gateway's published algorithm: the contract's
// recomputable example verifies, and any change to seed, entries or winners is caught.
import type { DrawVerification } from '@savewin/api';
import { sha256Hex } from '@savewin/core';
import { describe, expect, it } from 'vitest';

import { checkDraw, entrantOf } from './verifyDraw';

// The example of getDrawVerification in openapi/gateway.yaml.
const example: DrawVerification = {
  drawId: 'draw-2026-11-01',
  status: 'DRAWN',
  seedCommitment: '23e0bf16a8233d47b230a49057b3cb566175ab84135cd5574e55f092b77775db',
  seed: 'c0ffee00c0ffee00c0ffee00c0ffee00',
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
    { position: 1, entrant: '05b02e9eb69a3d3c', ticket: 36 },
    { position: 2, entrant: 'd349cdccf21a7f47', ticket: 182 },
    { position: 3, entrant: 'd2ffd491e928bbc2', ticket: 175 },
    { position: 4, entrant: '5cec0ddb0404af23', ticket: 51 },
  ],
};

describe('checkDraw', () => {
  it('verifies the published example: seed, entry list and winning tickets', async () => {
    await expect(checkDraw(example)).resolves.toEqual({
      seedMatches: true,
      entriesMatch: true,
      winnersMatch: true,
    });
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

describe('entrantOf', () => {
  it('is the first 16 hex digits of SHA-256 of drawId:customerNumber', async () => {
    const full = await sha256Hex('draw-2026-11-01:C000123');
    await expect(entrantOf('draw-2026-11-01', 'C000123')).resolves.toBe(full.slice(0, 16));
    expect(full).toMatch(/^[0-9a-f]{64}$/);
  });
});
