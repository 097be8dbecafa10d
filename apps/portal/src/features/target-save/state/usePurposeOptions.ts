// The goal options Select Purpose lists. They come with the account data; when that list is empty
// they are fetched on opening (spec: fetched if empty), and a failure waits for the retry.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { goalOptionList } from '../../../shared/data/account';

import { ensureGoalOptions } from './goals';

export function usePurposeOptions(isOpen: boolean) {
  const options = useAtomValue(goalOptionList.valueAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    setFailure(null);
    setLoading(true);
    ensureGoalOptions()
      .catch((error: unknown) => setFailure(failureMessage(error)))
      .finally(() => setLoading(false));
  }, []);
  useEffect(() => {
    if (isOpen && options.length === 0) load();
    // Only opening the modal asks again; a failure waits for the customer's retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);
  return { options, failure, loading, load };
}
