import { describe, expect, it } from 'vitest';

import { drawEntrant, drawWinners, entriesCommitment, sha256Hex } from './draws';

/** Known SHA-256 values (FIPS 180-2 test vectors). */
const KNOWN = {
  '': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  abc: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
};
const hex = sha256Hex;

describe('the draw algorithm', () => {
  it('hashes with WebCrypto exactly as SHA-256 does', async () => {
    for (const [text, digest] of Object.entries(KNOWN)) expect(await sha256Hex(text)).toBe(digest);
  });

  it('names an entrant by the first 16 hex digits of SHA-256(drawId:customerNumber)', async () => {
    expect(await drawEntrant('D2026-11-23', '100000001')).toBe(
      (await hex('D2026-11-23:100000001')).slice(0, 16),
    );
  });

  it('commits to the entries as published, whatever extra keys a caller holds', async () => {
    const entries = [{ entrant: 'a', tickets: 2 }];
    expect(await entriesCommitment([{ ...entries[0]!, extra: 1 } as never])).toBe(
      await hex(JSON.stringify(entries)),
    );
  });

  it('draws each entrant once, each ticket by SHA-256(seed:position:attempt) mod the ticket count', async () => {
    const entries = [
      { entrant: 'a', tickets: 1 },
      { entrant: 'b', tickets: 3 },
      { entrant: 'c', tickets: 0 },
    ];
    const winners = await drawWinners('s33d', entries, 5);
    expect(winners.map((w) => w.position)).toEqual([1, 2]);
    expect(new Set(winners.map((w) => w.entrant))).toEqual(new Set(['a', 'b']));
    const first = Number(BigInt(`0x${await hex('s33d:1:0')}`) % 4n);
    expect(winners[0]).toEqual({ position: 1, entrant: first === 0 ? 'a' : 'b', ticket: first });
    expect(await drawWinners('s33d', [], 3)).toEqual([]);
  });
});
