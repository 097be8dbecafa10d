// The live merchant directory from the environment (the convention of ../registry.ts). None is
// written yet: no GhQR acquirer or aggregator API is documented here, so live mode starts without
// one (merchants are an optional kind there) and a payment to a merchant's code is then refused
// with a message saying it is not available; a customer's own (person-to-person) code still pays.
import type { LiveResult } from '../registry';

import type { MerchantDirectory } from './merchants';

export function liveFromEnv(_env: NodeJS.ProcessEnv): LiveResult<MerchantDirectory> {
  return { missing: ['no live GhQR merchant directory is written yet'] };
}
