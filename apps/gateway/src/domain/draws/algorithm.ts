// The published draw algorithm: pure, so the gateway and anyone checking a draw compute the same.
import { createHash } from 'node:crypto';

export interface Entry {
  /** A pseudonym: the first 16 hex digits of SHA-256('<drawId>:<customerNumber>'). */
  entrant: string;
  tickets: number;
}

export const DRAW_ALGORITHM =
  "Entries are listed in ascending entrant order; entry i holds tickets [sum of earlier tickets, + its tickets). entriesCommitment = SHA-256 of JSON.stringify(entries). For position p = 1, 2, … and attempt a = 0, 1, …: ticket = BigInt('0x' + SHA-256('<seed>:<p>:<a>')) mod ticketCount; the entrant holding that ticket wins position p unless they already won (then the next attempt). Positions stop when every entrant has won.";

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function entrantOf(drawId: string, customerNumber: string): string {
  return sha256Hex(`${drawId}:${customerNumber}`).slice(0, 16);
}

export function entriesCommitment(entries: readonly Entry[]): string {
  return sha256Hex(JSON.stringify(entries));
}

/** The winning entrants by position (index 0 is position 1) and the ticket each drew. */
export function drawWinners(
  seed: string,
  entries: readonly Entry[],
  positions: number,
): { entrant: string; ticket: number }[] {
  const total = entries.reduce((sum, e) => sum + e.tickets, 0);
  const winners: { entrant: string; ticket: number }[] = [];
  const won = new Set<string>();
  const eligible = entries.filter((e) => e.tickets > 0).length;
  for (let position = 1; position <= positions && won.size < eligible; position++) {
    for (let attempt = 0; ; attempt++) {
      const ticket = Number(BigInt(`0x${sha256Hex(`${seed}:${position}:${attempt}`)}`) % BigInt(total));
      let start = 0;
      const holder = entries.find((e) => {
        const inside = ticket >= start && ticket < start + e.tickets;
        start += e.tickets;
        return inside;
      });
      if (holder && !won.has(holder.entrant)) {
        won.add(holder.entrant);
        winners.push({ entrant: holder.entrant, ticket });
        break;
      }
    }
  }
  return winners;
}
