// The signed-in customer's linked wallets (spec §7 linked-wallets/{customerNumber}), read when the
// screen opens and again on refresh or after a deletion.
import type { LinkedWallet } from '@savewin/api';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';

import { subscriptionAtom } from '../../../shared/data/selectors';
import { readLinkedWallets } from '../api/linkedWallets';

export type WalletsState =
  | { status: 'loading'; wallets: LinkedWallet[] }
  | { status: 'loaded'; wallets: LinkedWallet[] }
  | { status: 'failed'; wallets: LinkedWallet[] };

export function useLinkedWallets() {
  const customerNumber = useAtomValue(subscriptionAtom)?.customerNumber ?? null;
  const [state, setState] = useState<WalletsState>({ status: 'loading', wallets: [] });
  // Only the latest read may write: a slow earlier answer must not replace a newer list.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    if (!customerNumber) return;
    const call = ++latest.current;
    setState((s) => ({ status: 'loading', wallets: s.wallets }));
    try {
      const answer = await readLinkedWallets(customerNumber);
      if (call !== latest.current) return;
      if (!answer.isSuccess) {
        setState((s) => ({ status: 'failed', wallets: s.wallets }));
        return;
      }
      setState({ status: 'loaded', wallets: answer.result ?? [] });
    } catch {
      if (call === latest.current) setState((s) => ({ status: 'failed', wallets: s.wallets }));
    }
  }, [customerNumber]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, customerNumber, reload };
}
