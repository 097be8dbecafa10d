// The public drand beacon over its HTTP API (https://drand.love/docs/http-api-reference):
//   GET {base}/{chain-hash}/info          → { period, genesis_time, hash, … }
//   GET {base}/{chain-hash}/public/{round} → { round, randomness, signature, … }
// A round not produced yet answers an error status (drand: 425 Too Early, some relays 404): that
// is "not yet", never an invented value. What the gateway checks: the chain info is the configured
// chain's (its key and, for a pinned chain, its clock); each round is the one asked for, signed by
// the chain's group key (drand's BLS signature, bls-unchained-g1-rfc9380, checked with
// @savewin/core/drand, the code the customer's browser rechecks a draw with), self-consistent
// (randomness = SHA-256 of the signature's bytes) and not served before its time on the chain's
// clock (a relay that knows a round early is not drand). A round failing any of these is refused:
// the draw waits and the fault is reported, its randomness is never used.
//
// The key is pinned in code for the chains drand runs (quicknet), never read from the relay or the
// environment: whoever could choose the key could sign rounds of their choosing. Only code (tests,
// the fakes) can give the key of another chain.
import { beaconRandomnessMatches } from '@savewin/core';
import { drandChain, drandSignatureValid } from '@savewin/core/drand';

import { providerFetch } from '../providerHttp';

import { BeaconUnavailable, chainClock, type BeaconRound, type RandomnessBeacon } from './beacon';

export interface DrandOptions {
  /** e.g. https://api.drand.sh (no trailing slash needed). */
  baseUrl: string;
  /** The chain's hash (hex), e.g. quicknet's 52db9ba7…. */
  chainHash: string;
  /**
   * The chain's group public key (hex, G2) for a chain not pinned in @savewin/core/drand (tests
   * and fakes only: the environment cannot set it). A pinned chain's own key always wins.
   */
  publicKey?: string;
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
  const pinned = drandChain(options.chainHash);
  const publicKey = pinned?.publicKey ?? options.publicKey ?? null;
  let clock: ReturnType<typeof chainClock> | null = null;

  async function chain() {
    if (clock) return clock;
    const { status, body } = await getJson(`${base}/info`, timeoutMs);
    const info = body as {
      period?: unknown;
      genesis_time?: unknown;
      hash?: unknown;
      public_key?: unknown;
    } | null;
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
    if (typeof info.public_key === 'string' && publicKey && info.public_key.toLowerCase() !== publicKey) {
      throw new BeaconUnavailable(`beacon answered another public key for chain ${options.chainHash}`);
    }
    // A pinned chain's clock is its own: a relay moving it could fix a draw to a round already out.
    if (pinned && (info.genesis_time !== pinned.genesisTime || info.period !== pinned.period)) {
      throw new BeaconUnavailable(`beacon answered another clock for chain ${options.chainHash}`);
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
      if (!publicKey) {
        throw new BeaconUnavailable(
          `no public key is pinned for chain ${options.chainHash}: its rounds cannot be checked`,
        );
      }
      if (!drandSignatureValid(publicKey, round, answer.signature)) {
        throw new BeaconUnavailable(
          `beacon round ${round}: the signature is not the chain's (BLS check failed)`,
        );
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

/**
 * The configured beacon: drand when BEACON_URL and BEACON_CHAIN_HASH are set, otherwise null (a
 * chain whose key is not pinned gives a beacon whose every round is refused).
 */
export function drandBeaconFromEnv(env: NodeJS.ProcessEnv, now?: () => number): RandomnessBeacon | null {
  const baseUrl = env.BEACON_URL?.trim();
  const chainHash = env.BEACON_CHAIN_HASH?.trim();
  if (!baseUrl || !chainHash) return null;
  return createDrandBeacon({ baseUrl, chainHash, ...(now ? { now } : {}) });
}
