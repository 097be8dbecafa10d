// Renewing across tabs, with the other tab staged: its rotation notice held in the (fake) lock
// manager and its answers on the real BroadcastChannel. The race pinned here: this tab, holding a
// credential the other tab has already rotated, is handed the other tab's current pair, which may
// be seconds from its end (that tab was about to renew it, or its timers are throttled). A call
// resent with it reached the gateway after it expired and was refused, and the tab signed out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MemoryStorage } from '../../testing/memoryStorage';

/** The origin's lock manager, as far as renewal.ts uses it: exclusive locks, ifAvailable, query. */
class FakeLocks {
  readonly held = new Set<string>();
  private readonly queues = new Map<string, Promise<void>>();

  async request(
    name: string,
    optionsOrCallback: { ifAvailable?: boolean } | ((lock: unknown) => unknown),
    maybeCallback?: (lock: unknown) => unknown,
  ): Promise<unknown> {
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback!;
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    if (options.ifAvailable && this.held.has(name)) return callback(null);
    const before = this.queues.get(name) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.queues.set(
      name,
      before.then(() => mine),
    );
    await before;
    this.held.add(name);
    try {
      return await callback({ name });
    } finally {
      this.held.delete(name);
      release();
    }
  }

  query() {
    return Promise.resolve({ held: [...this.held].map((name) => ({ name })) });
  }

  /** Every page that held or awaited a lock went away (a test's end, a reload). */
  releaseAll() {
    this.held.clear();
    this.queues.clear();
  }
}

const locks = new FakeLocks();
/**
 * The tab's sessionStorage and the origin's localStorage (shared by every tab), and the page's
 * events as far as the session clocks (timers.ts) listen to them.
 */
const storages = () => ({
  sessionStorage: new MemoryStorage(),
  localStorage: new MemoryStorage(),
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});
const page = () => ({
  visibilityState: 'visible',
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});
vi.stubGlobal('window', storages());
vi.stubGlobal('document', page());
vi.stubGlobal('navigator', { locks });
vi.stubGlobal('location', { origin: 'http://portal.test' });

const { fingerprint } = await import('./refreshSchedule');
const session = await import('./session');
const { renewCredential, stopListeningForRenewals } = await import('./renewal');
const { store } = await import('../store');

const LIFE_MS = 300_000;

/** The refresh calls this tab sends, answered with a fresh pair (`answerAfterMs` later). */
function gatewayRenewing({ answerAfterMs = 0 } = {}) {
  const presented: string[] = [];
  const retryKeys: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const body = (await request.json()) as { refreshToken: string; retryKey: string };
    // The answer's time on this device's clock (a slow network), without waiting for it.
    if (answerAfterMs > 0) vi.setSystemTime(Date.now() + answerAfterMs);
    presented.push(body.refreshToken);
    retryKeys.push(body.retryKey);
    return new Response(
      JSON.stringify({
        isSuccess: true,
        displayMessage: '',
        result: { token: 'access-3', refreshToken: 'refresh-3', expiresIn: 300, refreshExpiresIn: 900 },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
  return { presented, retryKeys };
}

/**
 * Another tab of the session: it has rotated `refresh-1` (its notice held) and holds the pair it
 * got, `msLeft` milliseconds from its end; it answers a tab asking for that pair.
 */
function otherTabHolding(msLeft: number, { noticeHeld = true } = {}): BroadcastChannel {
  if (noticeHeld) locks.held.add(`savewin:rotated:${fingerprint('refresh-1')}`);
  const other = new BroadcastChannel('savewin:session');
  other.onmessage = (event: MessageEvent<{ type: string; previous: string }>) => {
    if (event.data.type !== 'wanted' || event.data.previous !== fingerprint('refresh-1')) return;
    const now = Date.now();
    other.postMessage({
      type: 'rotated',
      previous: event.data.previous,
      token: 'access-2',
      refreshToken: 'refresh-2',
      life: { issuedAt: now + msLeft - LIFE_MS, expiresAt: now + msLeft },
    });
  };
  return other;
}

let other: BroadcastChannel | undefined;

beforeEach(() => {
  session.clearSession();
  // This tab reloaded while the other renewed: it still holds the pair the other tab replaced.
  const now = Date.now();
  session.storeCredentials({
    token: 'access-1',
    refreshToken: 'refresh-1',
    life: { issuedAt: now - LIFE_MS - 2_000, expiresAt: now - 2_000 },
  });
});

afterEach(() => {
  other?.close();
  other = undefined;
  locks.releaseAll();
  stopListeningForRenewals();
  vi.unstubAllGlobals();
  vi.stubGlobal('window', storages());
  vi.stubGlobal('document', page());
  vi.stubGlobal('navigator', { locks });
  vi.stubGlobal('location', { origin: 'http://portal.test' });
});

describe('a call refused while another tab has renewed the shared credential', () => {
  it('takes the pair the other tab holds, without presenting the used credential', async () => {
    const { presented } = gatewayRenewing();
    other = otherTabHolding(200_000);

    expect(await renewCredential('access-1')).toBe('renewed');

    expect(store.get(session.tokenAtom)).toBe('access-2');
    expect(store.get(session.refreshTokenAtom)).toBe('refresh-2');
    expect(presented).toEqual([]);
  });

  it('renews at once a pair handed over seconds from its end, so the resent call is not refused', async () => {
    const { presented } = gatewayRenewing();
    // The other tab was about to renew (or its timers were throttled): 2 s of 300 s are left.
    other = otherTabHolding(2_000);

    expect(await renewCredential('access-1')).toBe('renewed');

    // The handed-over refresh credential is presented once, never the used one the tab held.
    expect(presented).toEqual(['refresh-2']);
    expect(store.get(session.tokenAtom)).toBe('access-3');
    expect(store.get(session.refreshTokenAtom)).toBe('refresh-3');
    const life = store.get(session.tokenLifeAtom);
    expect(life!.expiresAt - Date.now()).toBeGreaterThan(LIFE_MS / 2);
  });
});

describe('a renewal answered slowly', () => {
  it('counts the new credential’s life from when it was asked for, not from the late answer', async () => {
    // This tab's own pair, due: no other tab is involved.
    const sentAt = Date.now();
    session.storeCredentials({
      token: 'access-1',
      refreshToken: 'refresh-1',
      life: { issuedAt: sentAt - LIFE_MS, expiresAt: sentAt + 1_000 },
    });
    vi.useFakeTimers({ toFake: ['Date'], now: sentAt });
    const { presented } = gatewayRenewing({ answerAfterMs: 4_000 });
    try {
      expect(await renewCredential(null)).toBe('renewed');
    } finally {
      vi.useRealTimers();
    }
    expect(presented).toEqual(['refresh-1']);
    expect(store.get(session.tokenLifeAtom)).toEqual({ issuedAt: sentAt, expiresAt: sentAt + LIFE_MS });
  });
});

describe('a rotation whose page went away before the answer came back', () => {
  const note = `savewin:rotation-sent:${fingerprint('refresh-1')}`;

  it('is not presented again by another tab, which waits for the pair the sending page gets', async () => {
    // The other tab sent refresh-1 and reloaded while the gateway rotated it: its rotation notice
    // (a Web Lock) ended with its page, and this tab now holds the renewal lock.
    window.localStorage.setItem(note, String(Date.now() - 1_000));
    const { presented } = gatewayRenewing();
    // Its new page tries again with the retry key it kept, then answers the tabs asking.
    other = otherTabHolding(200_000, { noticeHeld: false });

    expect(await renewCredential('access-1')).toBe('renewed');

    expect(presented).toEqual([]);
    expect(store.get(session.tokenAtom)).toBe('access-2');
  });

  it('is presented again by the page that sent it, with the retry key it kept, and the note is cleared', async () => {
    window.localStorage.setItem(note, String(Date.now() - 1_000));
    window.sessionStorage.setItem(
      session.REFRESH_RETRY_KEY,
      JSON.stringify({ for: fingerprint('refresh-1'), key: 'kept-key' }),
    );
    const { presented, retryKeys } = gatewayRenewing();

    expect(await renewCredential('access-1')).toBe('renewed');

    expect(presented).toEqual(['refresh-1']);
    expect(retryKeys).toEqual(['kept-key']);
    expect(store.get(session.tokenAtom)).toBe('access-3');
    expect(window.localStorage.getItem(note)).toBeNull();
  });
});

describe('a tab waiting for the pair of a rotation another page sent', () => {
  it('leaves the renewal lock to that page meanwhile, which sends it again and hands the pair over', async () => {
    // The other tab sent refresh-1 and reloaded before the answer came: its new page holds the
    // retry key, and needs the renewal lock to send the credential again.
    window.localStorage.setItem(
      `savewin:rotation-sent:${fingerprint('refresh-1')}`,
      String(Date.now() - 1_000),
    );
    const { presented } = gatewayRenewing();
    const waiting = renewCredential('access-1');
    await new Promise((resolve) => setTimeout(resolve, 100));

    other = new BroadcastChannel('savewin:session');
    const asked = Date.now();
    let waitedForLock = Number.POSITIVE_INFINITY;
    void locks.request('savewin:credential-renewal', () => {
      waitedForLock = Date.now() - asked;
      const now = Date.now();
      other!.postMessage({
        type: 'rotated',
        previous: fingerprint('refresh-1'),
        token: 'access-2',
        refreshToken: 'refresh-2',
        life: { issuedAt: now, expiresAt: now + LIFE_MS },
      });
    });

    // Held by the waiting tab, the lock came only after its wait (5 s) had given up: every call
    // of both tabs was refused meanwhile.
    expect(await waiting).toBe('renewed');
    // Well under the waiting tab's 5 s wait: it did not hold the lock (a margin for a loaded machine).
    expect(waitedForLock).toBeLessThan(4_000);
    expect(store.get(session.tokenAtom)).toBe('access-2');
    expect(presented).toEqual([]);
  });
});

describe('a tab that renewed and reloaded a moment later (its Web Lock notice gone with its page)', () => {
  const print = fingerprint('refresh-1');

  it('still keeps another tab from presenting the credential it replaced: that tab takes the new pair', async () => {
    // What the renewing tab's page left in localStorage when it rotated refresh-1.
    window.localStorage.setItem(`savewin:rotated-at:${print}`, String(Date.now() - 1_000));
    const { presented } = gatewayRenewing();
    other = otherTabHolding(200_000, { noticeHeld: false });

    expect(await renewCredential('access-1')).toBe('renewed');

    expect(presented).toEqual([]);
    expect(store.get(session.tokenAtom)).toBe('access-2');
  });

  it('answers, after its reload, a tab asking for the pair that replaced the credential', async () => {
    const { presented } = gatewayRenewing();
    expect(await renewCredential('access-1')).toBe('renewed');
    expect(presented).toEqual(['refresh-1']);
    expect(window.localStorage.getItem(`savewin:rotated-at:${print}`)).not.toBeNull();

    // The reload: the page's memory and its locks are gone, its sessionStorage stays; the new
    // page starts its session clocks as every signed-in page does.
    stopListeningForRenewalsOnUnload();
    vi.resetModules();
    const reloadedTimers = await import('./timers');
    const reloadedSession = await import('./session');
    const reloadedStore = (await import('../store')).store;
    expect(reloadedStore.get(reloadedSession.refreshTokenAtom)).toBe('refresh-3');
    reloadedTimers.startSessionTimers(() => undefined);

    other = new BroadcastChannel('savewin:session');
    const handed = new Promise<{ type: string; refreshToken?: string }>((resolve) => {
      other!.onmessage = (event: MessageEvent<{ type: string; refreshToken?: string }>) =>
        resolve(event.data);
    });
    other.postMessage({ type: 'wanted', previous: print });
    // Unanswered, the asking tab would present the used credential once the notice ends, and the
    // gateway would revoke the session for every tab.
    const silence = new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 1_000));
    expect(await Promise.race([handed, silence])).toMatchObject({
      type: 'rotated',
      previous: print,
      refreshToken: 'refresh-3',
    });
    reloadedTimers.stopSessionTimers();
  });
});

/** A page going away closes its channel and releases its locks; its sessionStorage stays. */
function stopListeningForRenewalsOnUnload() {
  stopListeningForRenewals();
  locks.releaseAll();
}
