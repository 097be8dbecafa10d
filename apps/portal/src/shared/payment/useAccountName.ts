// Account name validation (spec §5): on leaving the account field the holder's name is looked up
// by account number and sort code; the read-only name field shows it, and a failed lookup clears
// it without a message. Only the latest lookup counts, so a slow answer for a number since
// changed never names the wrong person.
import { useCallback, useRef, useState } from 'react';

import { lookUpAccountHolder } from '../api/accountHolder';

export interface AccountName {
  name: string;
  isValidating: boolean;
  /** Looks the holder up; resolves to the name found ('' when none). */
  validate: (accountNumber: string, sortCode: string) => Promise<string>;
  clear: () => void;
}

export function useAccountName(initial = ''): AccountName {
  const [name, setName] = useState(initial);
  const [isValidating, setValidating] = useState(false);
  const latest = useRef(0);

  const validate = useCallback(async (accountNumber: string, sortCode: string) => {
    const ticket = ++latest.current;
    const account = accountNumber.trim();
    if (!account || !sortCode) {
      setName('');
      return '';
    }
    setValidating(true);
    let found = '';
    try {
      const answer = await lookUpAccountHolder(account, sortCode);
      found = answer.isSuccess ? (answer.result?.accountName ?? '') : '';
    } catch {
      // Spec §5: a failed lookup clears the name silently; the form then says it is not validated.
      found = '';
    }
    if (ticket === latest.current) {
      setName(found);
      setValidating(false);
    }
    return found;
  }, []);

  const clear = useCallback(() => {
    latest.current += 1;
    setName('');
    setValidating(false);
  }, []);

  return { name, isValidating, validate, clear };
}
