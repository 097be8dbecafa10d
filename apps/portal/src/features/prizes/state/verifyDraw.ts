// Rechecks a drawn draw in the customer's own browser, with the very code the gateway draws with
// (@savewin/core's draws.ts, described in DrawVerification.algorithm): the revealed seed hashes
// to the commitment published when the draw opened, the frozen entry list hashes to its
// commitment, the beacon round's randomness is SHA-256 of its signature, a drand round's signature
// is drand's own (BLS, checked against the chain's public key pinned in @savewin/core/drand, the
// code the gateway refuses forged rounds with), and the seed combined with the beacon round picks
// the same winning tickets. Nothing here trusts the gateway's winners or its beacon round: they
// are recomputed and checked from the published data. The BLS code is heavy, so it is loaded only
// when a drand round is checked (its own chunk, fetched when the customer asks for the check).
import type { DrawVerification } from '@savewin/api';
import { beaconRandomnessMatches, drawKey, drawWinners, entriesCommitment, sha256Hex } from '@savewin/core';

export interface DrawCheck {
  seedMatches: boolean;
  entriesMatch: boolean;
  /** Null for a draw from before beacons (drawn by the seed alone). */
  beaconMatches: boolean | null;
  /**
   * Whether a drand round's signature is the drand chain's own; null when there is no signature
   * to check (the sandbox beacon, or no beacon). False for a chain whose key is not pinned here.
   */
  beaconSigned: boolean | null;
  winnersMatch: boolean;
}

/** Whether a drand round is signed by its chain's pinned key (loads the BLS code on first use). */
async function drandSigned(beacon: NonNullable<DrawVerification['beacon']>): Promise<boolean> {
  if (beacon.signature === null) return false;
  const { drandChain, drandSignatureValid } = await import('@savewin/core/drand');
  const chain = drandChain(beacon.chainHash);
  return chain !== undefined && drandSignatureValid(chain.publicKey, beacon.round, beacon.signature);
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
  const beaconSigned = beacon?.source === 'drand' ? await drandSigned(beacon) : null;
  const key = beacon ? await drawKey(v.seed, beacon.randomness ?? '') : v.seed;
  const recomputed = await drawWinners(key, entries, v.winningEntrants.length);
  return {
    seedMatches: (await sha256Hex(v.seed)) === v.seedCommitment,
    entriesMatch: (await entriesCommitment(entries)) === v.entriesCommitment,
    beaconMatches,
    beaconSigned,
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
