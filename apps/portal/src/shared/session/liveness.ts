// A session signed out elsewhere (another device's 'Sign out', 'Sign out all other devices', a
// PIN reset) is found out at this tab's next navigation, not only at its next renewal (minutes
// away) or at the next page that happens to read data: the Transact hub and the menus ask the
// gateway nothing, and would go on showing the cached balance. Each navigation inside the
// signed-in frame asks the gateway whether the session still stands; a 401 takes the client's one
// way (a renewal, refused for a revoked session, then onUnauthorized signs this tab out and leaves
// for /sign-in). No answer (offline) changes nothing.
import { askSessionAlive } from '../api/session';

export function confirmSessionAlive(): void {
  askSessionAlive().catch(() => undefined);
}
