/**
 * The published prize-draw algorithm, once: the gateway draws with it and the customer's browser
 * rechecks a draw with it. Hashing is WebCrypto (globalThis.crypto.subtle), which Node and every
 * browser provide, so both run the same code and cannot drift apart.
 */

export interface DrawEntry {
  /** The entrant's pseudonym in this draw. */
  entrant: string;
  tickets: number;
}

export interface DrawnTicket {
  /** 1 for the first prize. */
  position: number;
  entrant: string;
  ticket: number;
}

export const DRAW_ALGORITHM =
  "Entries are listed in ascending entrant order; entry i holds tickets [sum of earlier tickets, + its tickets). entriesCommitment = SHA-256 of JSON.stringify(entries). For position p = 1, 2, … and attempt a = 0, 1, …: ticket = BigInt('0x' + SHA-256('<seed>:<p>:<a>')) mod ticketCount; the entrant holding that ticket wins position p unless they already won (then the next attempt). Positions stop when every entrant has won.";

// A consistent entry list ends each position within a few attempts (each attempt finds a new
// winner with probability at least the unwon tickets' share); this only stops a loop on data that
// does not add up.
const MAX_ATTEMPTS = 10_000;

/** The two WebCrypto pieces used here (this package is typed without DOM or Node globals). */
interface WebCrypto {
  crypto: { subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> } };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}
const web = globalThis as unknown as WebCrypto;

/** SHA-256 of the UTF-8 text, as 64 lowercase hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await web.crypto.subtle.digest('SHA-256', new web.TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The customer's pseudonym in a draw: the first 16 hex digits of SHA-256('<drawId>:<customerNumber>'). */
export async function drawEntrant(drawId: string, customerNumber: string): Promise<string> {
  return (await sha256Hex(`${drawId}:${customerNumber}`)).slice(0, 16);
}

/** What the frozen entry list is committed to: SHA-256 of its JSON, keys in published order. */
export function entriesCommitment(entries: readonly DrawEntry[]): Promise<string> {
  return sha256Hex(JSON.stringify(entries.map((e) => ({ entrant: e.entrant, tickets: e.tickets }))));
}

/** The winning entrants by position (index 0 is position 1) and the ticket each drew. */
export async function drawWinners(
  seed: string,
  entries: readonly DrawEntry[],
  positions: number,
): Promise<DrawnTicket[]> {
  const total = entries.reduce((sum, e) => sum + e.tickets, 0);
  const eligible = entries.filter((e) => e.tickets > 0).length;
  const winners: DrawnTicket[] = [];
  const won = new Set<string>();
  if (total <= 0) return winners;
  for (let position = 1; position <= positions && won.size < eligible; position++) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const ticket = Number(BigInt(`0x${await sha256Hex(`${seed}:${position}:${attempt}`)}`) % BigInt(total));
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
