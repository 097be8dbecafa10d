// The customer's wallet tier and what it still allows (getAccountLimits): read afresh by each
// screen that shows it, so a money movement made a moment ago is counted.
import { readEnvelope, type components } from '@savewin/api';
import { parseAmount, tierLimitWarning } from '@savewin/core';
import { useEffect, useState } from 'react';

import { api } from './client';

export type AccountLimits = components['schemas']['AccountLimits'];

/** The limits, null until they arrive (or when they could not be read: forms then warn of nothing). */
export function useAccountLimits(): { limits: AccountLimits | null; failed: boolean } {
  const [state, setState] = useState<{ limits: AccountLimits | null; failed: boolean }>({
    limits: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    readEnvelope(api.GET('/api/account-service/limits')).then(
      (answer) => live && setState({ limits: answer.result ?? null, failed: !answer.isSuccess }),
      () => live && setState({ limits: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The warning for a typed amount under these limits, or null (nothing typed, or within them). */
export function limitWarningFor(amount: string, limits: AccountLimits | null): string | null {
  const pesewas = parseAmount(amount);
  const today = limits ? parseAmount(limits.leftToday) : null;
  if (pesewas === null || today === null || !limits) return null;
  const month = limits.leftThisMonth === null ? null : parseAmount(limits.leftThisMonth);
  return tierLimitWarning(pesewas, { today, month });
}
