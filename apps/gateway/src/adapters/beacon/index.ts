// The live randomness beacon from the environment (the convention of ../registry.ts): drand at
// BEACON_URL on chain BEACON_CHAIN_HASH. Live mode requires it: the sandbox beacon is predictable,
// and a chain whose public key the gateway does not pin (@savewin/core/drand) could not be checked.
import { DRAND_QUICKNET, drandChain } from '@savewin/core/drand';

import type { LiveResult } from '../registry';

import type { RandomnessBeacon } from './beacon';
import { createDrandBeacon } from './drand';

export function liveFromEnv(env: NodeJS.ProcessEnv): LiveResult<RandomnessBeacon> {
  const baseUrl = env.BEACON_URL?.trim();
  const chainHash = env.BEACON_CHAIN_HASH?.trim();
  if (!baseUrl || !chainHash)
    return {
      missing: [
        ...(baseUrl ? [] : ['BEACON_URL is not set']),
        ...(chainHash ? [] : ['BEACON_CHAIN_HASH is not set']),
      ],
    };
  if (!drandChain(chainHash))
    return {
      missing: [
        `BEACON_CHAIN_HASH is not a drand chain whose key the gateway pins (quicknet: ${DRAND_QUICKNET.hash})`,
      ],
    };
  return { adapter: createDrandBeacon({ baseUrl, chainHash }) };
}
