// What other features may use of the session: who is signed in, and ending the session.
export { logout, logoutEverywhere } from './state/logout';
export { leadIdAtom, mobileNumberAtom, profileNameAtom, sessionClosingAtom } from './state/session';
export { stopSessionTimers } from './state/timers';
