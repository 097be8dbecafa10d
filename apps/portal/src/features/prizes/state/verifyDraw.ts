// Rechecks a drawn draw in the customer's own browser, by the algorithm the gateway publishes
// (DrawVerification.algorithm): the revealed seed hashes to the commitment published before the
// draw, the frozen entry list hashes to its commitment, and the seed picks the same winning
// tickets. Nothing here trusts the gateway's winners: they are recomputed from seed and entries.
import { type DrawVerification } from '@savewin/api';

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The customer's pseudonym in a draw: the first 16 hex digits of SHA-256('<drawId>:<customerNumber>'). */
export async function entrantOf(drawId: string, customerNumber: string): Promise<string> {
  return (await sha256Hex(`${drawId}:${customerNumber}`)).slice(0, 16);
}

interface Entry {
  entrant: string;
  tickets: number;
}

export interface WinningTicket {
  position: number;
  entrant: string;
  ticket: number;
}

// A consistent entry list ends each position within a few attempts; this only stops a loop on
// data that does not add up.
const MAX_ATTEMPTS = 10_000;

export async function recomputeWinners(
  seed: string,
  entries: readonly Entry[],
  positions: number,
): Promise<WinningTicket[]> {
  const total = entries.reduce((sum, e) => sum + e.tickets, 0);
  const eligible = entries.filter((e) => e.tickets > 0).length;
  const winners: WinningTicket[] = [];
  const won = new Set<string>();
  if (total <= 0) return winners;
  for (let position = 1; position <= positions && won.size < eligible; position++) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const hash = await sha256Hex(`${seed}:${position}:${attempt}`);
      const ticket = Number(BigInt(`0x${hash}`) % BigInt(total));
      let start = 0;
      const holder = entries.find((e) => {
        const inside = ticket >= start && ticket < start + e.tickets;
        start += e.tickets;
        return inside;
      });
      if (holder && !won.has(holder.entrant)) {
        won.add(holder.entrant);
        winners.push({ position, entrant: holder.entrant, ticket });
        break;
      }
    }
  }
  return winners;
}

export interface DrawCheck {
  seedMatches: boolean;
  entriesMatch: boolean;
  winnersMatch: boolean;
}

/** Null while the draw has not been drawn (no seed or no frozen entries yet). */
export async function checkDraw(v: DrawVerification): Promise<DrawCheck | null> {
  if (!v.seed || !v.entries || !v.entriesCommitment) return null;
  // Keys in the published order, so the text hashed is the text the gateway committed to.
  const entries = v.entries.map((e) => ({ entrant: e.entrant, tickets: e.tickets }));
  const recomputed = await recomputeWinners(v.seed, entries, v.winningEntrants.length);
  return {
    seedMatches: (await sha256Hex(v.seed)) === v.seedCommitment,
    entriesMatch: (await sha256Hex(JSON.stringify(entries))) === v.entriesCommitment,
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
