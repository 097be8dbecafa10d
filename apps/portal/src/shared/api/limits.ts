// The customer's wallet tier and what it still allows (getAccountLimits): read afresh by each
// screen that shows it, so a money movement made a moment ago is counted.
import { readEnvelope, type components } from '@savewin/api';
import { balanceCapWarning, parseAmount, tierLimitWarning } from '@savewin/core';
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

/**
 * The warning for a typed amount under these limits, or null (nothing typed, or within them).
 * Every money form shows it under the amount before the customer confirms. Money in (a deposit,
 * a request) is also checked against the tier's balance cap, as the gateway checks it after the
 * daily and monthly limits.
 */
export function limitWarningFor(
  amount: string,
  limits: AccountLimits | null,
  options: { moneyIn?: boolean } = {},
): string | null {
  const pesewas = parseAmount(amount);
  const today = limits ? parseAmount(limits.leftToday) : null;
  if (pesewas === null || today === null || !limits) return null;
  const month = limits.leftThisMonth === null ? null : parseAmount(limits.leftThisMonth);
  const overLimit = tierLimitWarning(pesewas, { today, month });
  if (overLimit || !options.moneyIn) return overLimit;
  const balance = parseAmount(limits.balance);
  const maxBalance = parseAmount(limits.maxBalance);
  return balance === null || maxBalance === null ? null : balanceCapWarning(pesewas, { balance, maxBalance });
}
