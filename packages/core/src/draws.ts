/**
 * The published prize-draw algorithm, once: the gateway draws with it and the customer's browser
 * rechecks a draw with it. Hashing is WebCrypto (globalThis.crypto.subtle), which Node and every
 * browser provide, so both run the same code and cannot drift apart.
 *
 * Nobody knows the winning numbers before entries close: they come from the operator's seed
 * (committed by its SHA-256 when the draw opens) combined with the randomness of a public beacon
 * round fixed when the draw opens and produced only after entries close. The operator cannot pick
 * the beacon's randomness; the beacon cannot know the seed.
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
  "Entries are listed in ascending entrant order; entry i holds tickets [sum of earlier tickets, + its tickets). entriesCommitment = SHA-256 of JSON.stringify(entries). seedCommitment = SHA-256('<seed>'), published when the draw opens together with the beacon round. The beacon round's randomness is SHA-256 of its signature's bytes (as drand publishes it). drawKey = SHA-256('<seed>:<beacon randomness>'). For position p = 1, 2, … and attempt a = 0, 1, …: ticket = BigInt('0x' + SHA-256('<drawKey>:<p>:<a>')) mod ticketCount; the entrant holding that ticket wins position p unless they already won (then the next attempt). Positions stop when every entrant has won.";

// A consistent entry list ends each position within a few attempts (each attempt finds a new
// winner with probability at least the unwon tickets' share); this only stops a loop on data that
// does not add up.
const MAX_ATTEMPTS = 10_000;

/** The WebCrypto pieces used here (this package is typed without DOM or Node globals). */
interface WebCrypto {
  crypto: {
    subtle: {
      digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
      importKey(
        format: 'raw',
        key: Uint8Array,
        algorithm: { name: 'HMAC'; hash: 'SHA-256' },
        extractable: false,
        usages: ['sign'],
      ): Promise<unknown>;
      sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
    };
  };
  TextEncoder: new () => { encode(text: string): Uint8Array };
}
const web = globalThis as unknown as WebCrypto;
const utf8 = (text: string) => new web.TextEncoder().encode(text);
const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the UTF-8 text, as 64 lowercase hex digits. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await web.crypto.subtle.digest('SHA-256', utf8(text)));
}

/** The bytes a hex text stands for, or null when it is not whole bytes of hex. */
function hexBytes(hex: string): Uint8Array | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * Whether a beacon round's randomness is SHA-256 of its signature's bytes (drand's rule). This
 * checks the round is self-consistent; that the signature is the beacon's own is checked against
 * the beacon's public key (drand's BLS verification), outside this function.
 */
export async function beaconRandomnessMatches(signature: string, randomness: string): Promise<boolean> {
  const bytes = hexBytes(signature);
  if (!bytes || bytes.length === 0) return false;
  return toHex(await web.crypto.subtle.digest('SHA-256', bytes)) === randomness.toLowerCase();
}

/** The key the winning tickets are drawn with: SHA-256('<seed>:<beacon randomness>'). */
export function drawKey(seed: string, beaconRandomness: string): Promise<string> {
  return sha256Hex(`${seed}:${beaconRandomness}`);
}

/**
 * The customer's pseudonym in a draw: the first 16 hex digits of HMAC-SHA-256 keyed with a secret
 * only the gateway holds, over '<drawId>:<customerNumber>'. Without the key, the public entry list
 * and every customer number cannot be linked; the gateway tells each signed-in customer their own.
 */
export async function drawEntrant(key: string, drawId: string, customerNumber: string): Promise<string> {
  const hmac = await web.crypto.subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return toHex(await web.crypto.subtle.sign('HMAC', hmac, utf8(`${drawId}:${customerNumber}`))).slice(0, 16);
}

/** What the frozen entry list is committed to: SHA-256 of its JSON, keys in published order. */
export function entriesCommitment(entries: readonly DrawEntry[]): Promise<string> {
  return sha256Hex(JSON.stringify(entries.map((e) => ({ entrant: e.entrant, tickets: e.tickets }))));
}

/** The winning entrants by position (index 0 is position 1) and the ticket each drew with `key` (drawKey). */
export async function drawWinners(
  key: string,
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
      const ticket = Number(BigInt(`0x${await sha256Hex(`${key}:${position}:${attempt}`)}`) % BigInt(total));
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
