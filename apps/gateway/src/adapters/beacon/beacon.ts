// A public randomness beacon for the prize draws (ARCHITECTURE "Adapters"): randomness published
// round by round at fixed times, which nobody (the operator included) knows before its round's
// time. A draw fixes its round when it opens (the first round at or after entries close) and is
// drawn only once that round is out. Modelled on drand's public HTTP API
// (GET /{chain-hash}/public/{round} → {round, randomness, signature}; round = f(time)).
import { createHash } from 'node:crypto';

export interface BeaconRound {
  round: number;
  /** Hex; SHA-256 of the signature's bytes. */
  randomness: string;
  /** Hex. */
  signature: string;
}

export interface RandomnessBeacon {
  /** Published with each draw: 'drand' for the public beacon, 'sandbox' for the offline one. */
  readonly source: 'drand' | 'sandbox';
  /** The beacon chain the rounds belong to (drand's chain hash). */
  readonly chainHash: string;
  /** The first round produced at or after `at`. */
  roundAt(at: Date): Promise<number>;
  /** When a round is produced. */
  timeOf(round: number): Promise<Date>;
  /** Where anyone can fetch the round themselves, or null when it is not public (sandbox). */
  urlOf(round: number): string | null;
  /** The round, or null while it is not produced yet (never invented). Throws BeaconUnavailable. */
  fetchRound(round: number): Promise<BeaconRound | null>;
}

export class BeaconUnavailable extends Error {
  override name = 'BeaconUnavailable';
}

/** Round arithmetic of a chain that starts at `genesis` (seconds) and emits every `period` seconds. */
export function chainClock(genesisSeconds: number, periodSeconds: number) {
  return {
    roundAt(at: Date): number {
      const elapsed = at.getTime() / 1000 - genesisSeconds;
      return elapsed <= 0 ? 1 : Math.ceil(elapsed / periodSeconds) + 1;
    },
    timeOf(round: number): Date {
      return new Date((genesisSeconds + (round - 1) * periodSeconds) * 1000);
    },
  };
}

const SANDBOX_GENESIS = 1_692_803_367;
const SANDBOX_PERIOD = 3;

/**
 * SANDBOX ONLY — deterministic and offline: round r's signature is SHA-256('savewin-sandbox-beacon:r'),
 * so anyone can compute every round in advance. It keeps drand's shape and clock (a round is not
 * given before its time on the gateway's clock), so draws behave as with the public beacon, but it
 * gives no protection against the operator; live mode must use the public beacon.
 */
export function createSandboxBeacon(deps: { now(): Date }): RandomnessBeacon {
  const clock = chainClock(SANDBOX_GENESIS, SANDBOX_PERIOD);
  return {
    source: 'sandbox',
    chainHash: 'sandbox',
    roundAt: async (at) => clock.roundAt(at),
    timeOf: async (round) => clock.timeOf(round),
    urlOf: () => null,
    async fetchRound(round) {
      if (clock.timeOf(round).getTime() > deps.now().getTime()) return null;
      const signature = createHash('sha256').update(`savewin-sandbox-beacon:${round}`).digest('hex');
      const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex');
      return { round, randomness, signature };
    },
  };
}
