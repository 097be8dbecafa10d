// What the payment link pays, read once when the page opens: the hash from the address (kept in
// this tab, so a reload of the bare page still finds it) and the gateway's answer for it, which
// the page draws as loading, invalid or ready. The page's one read; it asks again when the hash
// changes.
import { type AccountInfoByHash, SOMETHING_WENT_WRONG } from '@savewin/api';
import { normalisePaymentLinkHash } from '@savewin/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { readSession, writeSession } from '../../../shared/session/sessionStore';

import { readLinkAccount } from './paymentLink';

/** Spec §3 session storage key of the link's hash. */
const HASH_KEY = 'hash';

type LinkState =
  { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'ready'; info: AccountInfoByHash };

export function useLinkInfo(): LinkState {
  const [params] = useSearchParams();
  // The query wins; a reload of the bare page finds the hash kept in this tab.
  const hash = normalisePaymentLinkHash(params.get('hash')) ?? readSession(HASH_KEY);
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  useEffect(() => {
    if (!hash) {
      setState({
        kind: 'invalid',
        message: 'This payment link is incomplete. Please open the link you received.',
      });
      return;
    }
    writeSession(HASH_KEY, hash);
    let live = true;
    setState({ kind: 'loading' });
    readLinkAccount(hash)
      .then((answer) => {
        if (!live) return;
        setState(
          answer.isSuccess && answer.result
            ? { kind: 'ready', info: answer.result }
            : { kind: 'invalid', message: answer.displayMessage || SOMETHING_WENT_WRONG },
        );
      })
      .catch((error: unknown) => live && setState({ kind: 'invalid', message: failureMessage(error) }));
    return () => {
      live = false;
    };
  }, [hash]);
  return state;
}
