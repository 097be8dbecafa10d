// Rechecks a drawn draw in the customer's own browser, with the very code the gateway draws with
// (@savewin/core's draws.ts, described in DrawVerification.algorithm): the revealed seed hashes
// to the commitment published before the draw, the frozen entry list hashes to its commitment,
// and the seed picks the same winning tickets. Nothing here trusts the gateway's winners: they are recomputed from seed and entries.
import type { DrawVerification } from '@savewin/api';
import { drawEntrant, drawWinners, entriesCommitment, sha256Hex } from '@savewin/core';

/** The customer's pseudonym in a draw, computed here from their own customer number. */
export const entrantOf = drawEntrant;

export interface DrawCheck {
  seedMatches: boolean;
  entriesMatch: boolean;
  winnersMatch: boolean;
}

/** Null while the draw has not been drawn (no seed or no frozen entries yet). */
export async function checkDraw(v: DrawVerification): Promise<DrawCheck | null> {
  if (!v.seed || !v.entries || !v.entriesCommitment) return null;
  const entries = v.entries.map((e) => ({ entrant: e.entrant, tickets: e.tickets }));
  const recomputed = await drawWinners(v.seed, entries, v.winningEntrants.length);
  return {
    seedMatches: (await sha256Hex(v.seed)) === v.seedCommitment,
    entriesMatch: (await entriesCommitment(entries)) === v.entriesCommitment,
    winnersMatch:
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
