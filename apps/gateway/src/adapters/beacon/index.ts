// The live randomness beacon from the environment (the convention of ../registry.ts): drand at
// BEACON_URL on chain BEACON_CHAIN_HASH. Live mode requires it: the sandbox beacon is predictable.
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
  return { adapter: createDrandBeacon({ baseUrl, chainHash }) };
}
