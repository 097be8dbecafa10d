// The ledger wired to the sandbox mobile-money network and bank (sandbox mode, tests, demo).
import { createSandboxBank } from '../../adapters/bank/sandboxBank';
import { createSandboxMomo } from '../../adapters/momo/sandboxMomo';

import { createLedgerService, type LedgerService } from './service';
import type { LedgerDeps } from './types';

export function createSandboxLedger(
  deps: Omit<LedgerDeps, 'momo' | 'bank'> & { promptTtlMs?: number },
): LedgerService {
  const { promptTtlMs, ...rest } = deps;
  return createLedgerService({
    ...rest,
    momo: createSandboxMomo({
      db: deps.db,
      now: deps.now,
      ...(promptTtlMs === undefined ? {} : { promptTtlMs }),
    }),
    bank: createSandboxBank(),
  });
}
