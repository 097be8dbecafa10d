/** Session rules of spec §3/§4: which routes are public, the return path, the storage keys. */

/** Session storage keys (spec §3). The pin is never among them (ARCHITECTURE difference 1). */
export const SESSION_KEYS = [
  'isLoggedIn',
  'mobileNumber',
  'profileName',
  'leadId',
  'url',
  'token',
  'hash',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** The keys cleared after a KYC submission (spec §4). */
export const KYC_CLEARED_SESSION_KEYS = ['isLoggedIn', 'mobileNumber', 'profileName', 'leadId'] as const;

export const PUBLIC_ROUTES = ['/sign-in', '/sign-up', '/payment-link'] as const;
export const SIGN_IN_PATH = '/sign-in';
/** After sign-in without a saved return path, the customer lands here. */
export const DEFAULT_RETURN_PATH = '/';
/** The deep-link page value that starts profile deletion from /settings (spec §2). */
export const DELETE_PROFILE_PAGE = 'DELETE_PROFILE';

/** Logged in only if the stored flag is exactly true (spec §4). */
export function isLoggedInValue(stored: string | boolean | null | undefined): boolean {
  return stored === true || stored === 'true';
}

function pathOnly(path: string): string {
  return path.split(/[?#]/)[0] ?? '';
}

/** Whether a path needs a signed-in session: all routes but the three public ones. */
export function requiresSession(path: string): boolean {
  const p = pathOnly(typeof path === 'string' ? path : '').replace(/\/+$/, '') || '/';
  return !(PUBLIC_ROUTES as readonly string[]).includes(p);
}

/**
 * The return path to remember when redirecting to sign-in: the current path, unless it already
 * contains sign-in (spec §4). Only same-site paths ('/…', not '//host') are kept, so a crafted
 * address cannot send the customer to another site after sign-in.
 */
export function returnPathToSave(path: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    return null;
  return path.includes('sign-in') ? null : path;
}

/** Where to go after sign-in: the saved path when it is a safe same-site path, else '/'. */
export function returnPathAfterLogin(saved: string | null | undefined): string {
  return (typeof saved === 'string' && returnPathToSave(saved)) || DEFAULT_RETURN_PATH;
}
