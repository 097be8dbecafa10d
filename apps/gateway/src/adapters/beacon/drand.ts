// The public drand beacon over its HTTP API (https://drand.love/docs/http-api-reference):
//   GET {base}/{chain-hash}/info          → { period, genesis_time, hash, … }
//   GET {base}/{chain-hash}/public/{round} → { round, randomness, signature, … }
// A round not produced yet answers an error status (drand: 425 Too Early, some relays 404): that
// is "not yet", never an invented value. What the gateway checks: the chain info is the configured
// chain's; each round is the one asked for, self-consistent (randomness = SHA-256 of the
// signature's bytes) and not served before its time on the chain's clock (a relay that knows a
// round early is not drand). Checking the signature against the chain's BLS public key is left to
// anyone re-verifying with a drand client (the draw publishes the round's address).
import { beaconRandomnessMatches } from '@savewin/core';

import { providerFetch } from '../providerHttp';

import { BeaconUnavailable, chainClock, type BeaconRound, type RandomnessBeacon } from './beacon';

export interface DrandOptions {
  /** e.g. https://api.drand.sh (no trailing slash needed). */
  baseUrl: string;
  /** The chain's hash (hex), e.g. quicknet's 52db9ba7…. */
  chainHash: string;
  timeoutMs?: number;
  /** Milliseconds since the epoch (a round served before its time is refused). */
  now?: () => number;
}

/** A round may arrive this much before its time on our clock (clock skew), no more. */
const EARLY_TOLERANCE_MS = 5_000;

const HEX = /^[0-9a-f]+$/;

async function getJson(url: string, timeoutMs: number): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await providerFetch('drand')(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new BeaconUnavailable(`beacon unreachable: ${String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { status: response.status, body: null };
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    throw new BeaconUnavailable('beacon answered something that is not JSON');
  }
}

export function createDrandBeacon(options: DrandOptions): RandomnessBeacon {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/${options.chainHash}`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  let clock: ReturnType<typeof chainClock> | null = null;

  async function chain() {
    if (clock) return clock;
    const { status, body } = await getJson(`${base}/info`, timeoutMs);
    const info = body as { period?: unknown; genesis_time?: unknown; hash?: unknown } | null;
    if (
      !info ||
      typeof info.period !== 'number' ||
      typeof info.genesis_time !== 'number' ||
      info.period <= 0
    ) {
      throw new BeaconUnavailable(`beacon chain info unusable (HTTP ${status})`);
    }
    if (typeof info.hash === 'string' && info.hash !== options.chainHash) {
      throw new BeaconUnavailable(`beacon answered chain ${info.hash}, not ${options.chainHash}`);
    }
    clock = chainClock(info.genesis_time, info.period);
    return clock;
  }

  return {
    source: 'drand',
    chainHash: options.chainHash,
    roundAt: async (at) => (await chain()).roundAt(at),
    timeOf: async (round) => (await chain()).timeOf(round),
    urlOf: (round) => `${base}/public/${round}`,
    async fetchRound(round): Promise<BeaconRound | null> {
      const { status, body } = await getJson(`${base}/public/${round}`, timeoutMs);
      if (status === 425 || status === 404) return null;
      if (body === null) throw new BeaconUnavailable(`beacon answered HTTP ${status}`);
      const answer = body as { round?: unknown; randomness?: unknown; signature?: unknown };
      if (
        answer.round !== round ||
        typeof answer.randomness !== 'string' ||
        typeof answer.signature !== 'string' ||
        !HEX.test(answer.randomness) ||
        !HEX.test(answer.signature)
      ) {
        throw new BeaconUnavailable(`beacon answered a malformed round for ${round}`);
      }
      if (!(await beaconRandomnessMatches(answer.signature, answer.randomness))) {
        throw new BeaconUnavailable(`beacon round ${round}: randomness is not SHA-256 of its signature`);
      }
      if ((await chain()).timeOf(round).getTime() > now() + EARLY_TOLERANCE_MS) {
        throw new BeaconUnavailable(`beacon served round ${round} before its time`);
      }
      return { round, randomness: answer.randomness, signature: answer.signature };
    },
  };
}

/** The configured beacon: drand when BEACON_URL and BEACON_CHAIN_HASH are set, otherwise null. */
export function drandBeaconFromEnv(env: NodeJS.ProcessEnv, now?: () => number): RandomnessBeacon | null {
  const baseUrl = env.BEACON_URL?.trim();
  const chainHash = env.BEACON_CHAIN_HASH?.trim();
  if (!baseUrl || !chainHash) return null;
  return createDrandBeacon({ baseUrl, chainHash, ...(now ? { now } : {}) });
}
