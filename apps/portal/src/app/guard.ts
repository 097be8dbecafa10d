// The session guard (spec §4, §6): a visitor who opens a page that needs a session is sent to
// /sign-in and the page is remembered as the return path (not when it already is a sign-in page).
import { DELETE_PROFILE_PAGE, normaliseMobileNumber } from '@savewin/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';

import { paths } from '../shared/paths';
import { isLoggedInAtom, saveReturnPath, startSession } from '../shared/session/session';
import { store } from '../shared/store';

/**
 * The DELETE_PROFILE deep link (spec §2 Settings) arrives from an outside source with the
 * customer's number and a credential: it signs the customer in on this tab before the guard runs.
 */
function acceptDeleteProfileLink(url: URL): void {
  const q = url.searchParams;
  const token = q.get('token');
  const mobileNumber = normaliseMobileNumber(q.get('mobileNumber') ?? '');
  if (
    url.pathname === paths.settings.path &&
    q.get('page') === DELETE_PROFILE_PAGE &&
    token &&
    mobileNumber
  ) {
    startSession({ mobileNumber, token, refreshToken: '' });
  }
}

export function requireSession({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  acceptDeleteProfileLink(url);
  if (store.get(isLoggedInAtom)) return null;
  saveReturnPath(`${url.pathname}${url.search}${url.hash}`);
  throw redirect(paths.signIn.getHref());
}
