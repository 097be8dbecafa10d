// Rechecks a drawn draw in the customer's own browser, with the very code the gateway draws with
// (@savewin/core's draws.ts, described in DrawVerification.algorithm): the revealed seed hashes
// to the commitment published when the draw opened, the frozen entry list hashes to its
// commitment, the beacon round's randomness is SHA-256 of its signature, and the seed combined
// with the beacon round picks the same winning tickets. Nothing here trusts the gateway's winners:
// they are recomputed from the published data.
import type { DrawVerification } from '@savewin/api';
import { beaconRandomnessMatches, drawKey, drawWinners, entriesCommitment, sha256Hex } from '@savewin/core';

export interface DrawCheck {
  seedMatches: boolean;
  entriesMatch: boolean;
  /** Null for a draw from before beacons (drawn by the seed alone). */
  beaconMatches: boolean | null;
  winnersMatch: boolean;
}

/** Null while the draw has not been drawn (no seed or no frozen entries yet). */
export async function checkDraw(v: DrawVerification): Promise<DrawCheck | null> {
  if (!v.seed || !v.entries || !v.entriesCommitment) return null;
  const entries = v.entries.map((e) => ({ entrant: e.entrant, tickets: e.tickets }));
  const { beacon } = v;
  const beaconMatches = beacon
    ? beacon.randomness !== null &&
      beacon.signature !== null &&
      (await beaconRandomnessMatches(beacon.signature, beacon.randomness))
    : null;
  const key = beacon ? await drawKey(v.seed, beacon.randomness ?? '') : v.seed;
  const recomputed = await drawWinners(key, entries, v.winningEntrants.length);
  return {
    seedMatches: (await sha256Hex(v.seed)) === v.seedCommitment,
    entriesMatch: (await entriesCommitment(entries)) === v.entriesCommitment,
    beaconMatches,
    winnersMatch:
      beaconMatches !== false &&
      recomputed.length === v.winningEntrants.length &&
      recomputed.every((w, i) => {
        const published = v.winningEntrants[i];
        return (
          published !== undefined &&
          published.position === w.position &&
          published.entrant === w.entrant &&
          published.ticket === w.ticket
        );
      }),
  };
}
