import { describe, expect, it } from 'vitest';

import {
  beaconRandomnessMatches,
  drawEntrant,
  drawKey,
  drawWinners,
  entriesCommitment,
  sha256Hex,
} from './draws';

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

  it('names an entrant by the first 16 hex digits of HMAC-SHA-256(key, drawId:customerNumber)', async () => {
    // Computed independently: node -e "crypto.createHmac('sha256','k3y').update('D2026-11-23:100000001')".
    expect(await drawEntrant('k3y', 'D2026-11-23', '100000001')).toBe('fbf742125a0b336e');
  });

  it('gives a stranger with the public list and the customer numbers nothing to link entries with', async () => {
    // The old, unkeyed pseudonym was SHA-256(drawId:customerNumber): anyone could compute it for
    // every (sequential) customer number. The keyed one matches none of those guesses.
    const numbers = Array.from({ length: 200 }, (_, i) => String(100000001 + i));
    const published = new Set(await Promise.all(numbers.map((n) => drawEntrant('server-only', 'D1', n))));
    const guesses = await Promise.all(numbers.map(async (n) => (await hex(`D1:${n}`)).slice(0, 16)));
    expect(guesses.filter((g) => published.has(g))).toEqual([]);
    // Another key (a stranger's guess at it) gives other pseudonyms, and each draw its own.
    expect(await drawEntrant('guess', 'D1', '100000001')).not.toBe(
      await drawEntrant('server-only', 'D1', '100000001'),
    );
    expect(await drawEntrant('server-only', 'D2', '100000001')).not.toBe(
      await drawEntrant('server-only', 'D1', '100000001'),
    );
  });

  it('takes a beacon round as drand publishes it: randomness is SHA-256 of the signature bytes', async () => {
    const randomness = 'd09bd87927ea5983584577dcf884462e5b4ea055bdd1d5224efccf9e77612bb9';
    expect(await beaconRandomnessMatches('a1b2c3', randomness)).toBe(true);
    expect(await beaconRandomnessMatches('a1b2c4', randomness)).toBe(false);
    expect(await beaconRandomnessMatches('not hex', randomness)).toBe(false);
    expect(await beaconRandomnessMatches('', await hex(''))).toBe(false);
  });

  it('draws with a key neither the seed nor the beacon decides alone', async () => {
    const key = await drawKey('s33d', 'd09bd87927ea5983584577dcf884462e5b4ea055bdd1d5224efccf9e77612bb9');
    expect(key).toBe('a85113c5aadca2642597df1c2516df829e0cc5006c8c187979b236bf7f42d654');
    expect(await drawKey('s33d', 'other round')).not.toBe(key);
    expect(
      await drawKey('other seed', 'd09bd87927ea5983584577dcf884462e5b4ea055bdd1d5224efccf9e77612bb9'),
    ).not.toBe(key);
    const entries = Array.from({ length: 40 }, (_, i) => ({ entrant: `e${i}`, tickets: 1 + (i % 7) }));
    const byKey = await drawWinners(key, entries, 4);
    const bySeedAlone = await drawWinners('s33d', entries, 4);
    expect(byKey.map((w) => w.ticket)).not.toEqual(bySeedAlone.map((w) => w.ticket));
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
