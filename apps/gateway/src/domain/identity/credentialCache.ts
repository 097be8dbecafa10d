// The bearer credentials looked up recently, kept in memory for a few seconds so most requests
// cost no credential round trip. The database notifies every change that can make a credential
// answer differently (migrations 0900 and 0970: a session revoked or ended, a credential expired early, the
// customer deleted or renumbered …) as the change commits, and the credentials it concerns are
// dropped when the notification arrives: in-process on PGlite, through LISTEN on PostgreSQL, so
// every gateway instance drops them. Whenever notifications may be missed (not yet listening, the
// listening connection lost and not back) the cache answers nothing and every credential is
// looked up in the database. The caller still checks expiry on every use.
import type { Database } from '../../db/database';

export const CREDENTIAL_CHANGES = 'credential_changes';
/** How long a looked-up credential is answered from memory at most. */
export const CREDENTIAL_CACHE_LIFE_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Keyed {
  sessionId: string;
  leadId: string;
}

export interface CredentialCache<T extends Keyed> {
  /** The credential stored under key (its hash), if any and still young. */
  get(key: string): T | undefined;
  /** Taken before a lookup: `store` keeps its answer only if nothing changed meanwhile. */
  mark(): number;
  store(mark: number, key: string, value: T): void;
}

export function createCredentialCache<T extends Keyed>(
  db: Database,
  lifeMs = CREDENTIAL_CACHE_LIFE_MS,
): CredentialCache<T> {
  const entries = new Map<string, { value: T; storedAt: number }>();
  let listening = false;
  // Moves with every notification and every change of listening: a lookup that started before
  // one may have read what the change replaced, so its answer is not kept.
  let generation = 0;

  function drop(payload: string) {
    const id = payload.slice(2);
    const field = payload.startsWith('s:') ? 'sessionId' : payload.startsWith('l:') ? 'leadId' : null;
    if (field === null) return entries.clear();
    for (const [key, entry] of entries) if (entry.value[field] === id) entries.delete(key);
  }

  db.listen(CREDENTIAL_CHANGES, {
    onNotification(payload) {
      generation++;
      drop(payload);
    },
    onListening(now) {
      generation++;
      entries.clear();
      listening = now;
    },
  });

  return {
    get(key) {
      if (!listening) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (performance.now() - entry.storedAt >= lifeMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    mark: () => (listening ? generation : -1),
    store(mark, key, value) {
      if (!listening || mark !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, storedAt: performance.now() });
    },
  };
}
