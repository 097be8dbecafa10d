// The credential cache: a customer's bearer credential looked up a moment ago is answered from
// memory, and refused at its very next request once anything revokes it (sign-out, or any change
// written to the database, which notifies at commit). The cache itself answers nothing while
// notifications could be missed, and never keeps a lookup a change overtook.
import { randomUUID } from 'node:crypto';

import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';

import type { Database, NotificationListener } from '../../src/db/database';
import { CREDENTIAL_CHANGES, createCredentialCache } from '../../src/domain/identity/credentialCache';
import { IDENTITY_LIMITS as L } from '../../src/domain/identity/messages';
import { engine } from '../support/database';
import { verifiedCustomer, setUpTestGateway } from '../support/server';

const READ = '/api/notifications/unread-count';
const LOOKUP = 'FROM credentials c JOIN sessions s';

const gateway = setUpTestGateway();

/** The status of an authenticated read, and how many credential lookups reached the database. */
async function read(token: string): Promise<{ status: number; lookups: number }> {
  const spy = vi.spyOn(gateway.services.db, 'query');
  try {
    const { status } = await gateway.call('GET', READ, { token });
    return { status, lookups: spy.mock.calls.filter(([sql]) => sql.includes(LOOKUP)).length };
  } finally {
    spy.mockRestore();
  }
}

/**
 * Reads until the credential is answered from memory, and says so. One read usually does it; on
 * PostgreSQL every test file has its own schema in one database, so it hears the credential notices
 * of all of them, and a notice arriving while a lookup is under way rightly stops the cache keeping
 * that lookup's answer (it may be older than the change). The limit only stops a cache that never
 * keeps anything.
 */
async function cached(token: string): Promise<{ status: number; lookups: number }> {
  await read(token);
  for (let reads = 1; ; reads++) {
    const answer = await read(token);
    if (answer.lookups === 0 || reads === 20) return answer;
  }
}

describe('a customer credential answered from memory', () => {
  it('is answered from memory once looked up, then refused at its very next request after sign-out', async () => {
    const who = await verifiedCustomer(gateway);
    expect(await cached(who.token)).toEqual({ status: 200, lookups: 0 });
    const out = await gateway.call('POST', '/api/auth-service/auth/logout', { token: who.token });
    expect(out.status).toBe(200);
    expect((await read(who.token)).status).toBe(401);
  });

  it('is refused at its very next request whatever revoked it, even a change written straight to the database', async () => {
    const who = await verifiedCustomer(gateway);
    expect(await cached(who.token)).toEqual({ status: 200, lookups: 0 });
    await gateway.db.query(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = 'test'
        WHERE lead_id = (SELECT lead_id FROM leads WHERE mobile_number = $1)`,
      [who.mobileNumber],
    );
    expect((await read(who.token)).status).toBe(401);
  });

  it('is refused once expired, though still in memory', async () => {
    const who = await verifiedCustomer(gateway);
    expect(await cached(who.token)).toEqual({ status: 200, lookups: 0 });
    gateway.advance(L.accessLifeMs);
    expect(await read(who.token)).toEqual({ status: 401, lookups: 0 });
  });
});

describe("the database's notice of a credential change", () => {
  /**
   * What channel 'credential_changes' carried while `change` ran and committed about these sessions
   * or customers ('s:<id>', 'l:<id>'; '*' always counts), each payload once. On PostgreSQL it
   * listens on a connection of its own, opened for this check: that connection hears only what
   * commits after its LISTEN, in commit order, so a marker notified after the change arrives after
   * everything the change notified, and nothing an earlier request committed can arrive late. (It
   * listened through the gateway's own connections before, which are many and each hears every
   * notice: under load, a customer's notice from the set-up reached one of them after the marker
   * had come through another, and a change that notifies nothing seemed to notify it.)
   */
  async function heard(change: () => Promise<unknown>, ...about: string[]): Promise<string[]> {
    const payloads: string[] = [];
    const stop = await listenOnce((payload) => payloads.push(payload));
    try {
      await change();
      const marker = `marker:${randomUUID()}`;
      await gateway.db.query(`SELECT pg_notify($1, $2)`, [CREDENTIAL_CHANGES, marker]);
      await vi.waitFor(() => expect(payloads).toContain(marker), { timeout: 60_000, interval: 20 });
      return [...new Set(payloads)].filter((payload) => payload === '*' || about.includes(payload));
    } finally {
      await stop();
    }
  }

  /** Starts hearing the channel (see heard); answers how to stop. */
  async function listenOnce(onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === CREDENTIAL_CHANGES) onPayload(message.payload ?? '');
      });
      await client.query(`LISTEN ${CREDENTIAL_CHANGES}`);
      return () => client.end();
    }
    // PGlite: one connection in this process, which hears notices in commit order.
    let listening!: () => void;
    const ready = new Promise<void>((resolve) => (listening = resolve));
    const stop = gateway.db.listen(CREDENTIAL_CHANGES, {
      onNotification: onPayload,
      onListening: (on) => on && listening(),
    });
    await ready;
    return async () => stop();
  }

  async function session(): Promise<{ leadId: string; sessionId: string; tokenHash: string }> {
    const who = await verifiedCustomer(gateway);
    const [row] = await gateway.db.query<{ session_id: string; token_hash: string }>(
      `SELECT session_id, token_hash FROM credentials JOIN sessions USING (session_id)
        WHERE lead_id = $1 AND kind = 'access' AND revoked_at IS NULL`,
      [who.leadId],
    );
    return { leadId: who.leadId, sessionId: row!.session_id, tokenHash: row!.token_hash };
  }

  /** The notices about `about` that the statement, run with the value, gave. */
  const notices = (statement: string, value: string, ...about: string[]) =>
    heard(() => gateway.db.query(statement, [value]), ...about);

  // Each check that expects a notice looks at a session (or customer) no earlier check notified.
  it('names the session when a session or one of its credentials changes in a way a lookup reads, or goes', async () => {
    const one = await session();
    const s1 = `s:${one.sessionId}`;
    const l1 = `l:${one.leadId}`;
    expect(
      await notices(`UPDATE sessions SET last_used_at = now() WHERE session_id = $1`, one.sessionId, s1, l1),
    ).toEqual([]);
    expect(
      await notices(`UPDATE credentials SET used_at = now() WHERE token_hash = $1`, one.tokenHash, s1, l1),
    ).toEqual([]);
    expect(
      await notices(`UPDATE sessions SET revoked_at = now() WHERE session_id = $1`, one.sessionId, s1, l1),
    ).toEqual([s1]);
    const two = await session();
    const s2 = `s:${two.sessionId}`;
    expect(
      await notices(`UPDATE credentials SET expires_at = now() WHERE token_hash = $1`, two.tokenHash, s2),
    ).toEqual([s2]);
    const three = await session();
    const s3 = `s:${three.sessionId}`;
    // One notice however many rows go: a transaction's equal notices are delivered once.
    expect(await notices(`DELETE FROM credentials WHERE session_id = $1`, three.sessionId, s3)).toEqual([s3]);
    // A session with no credentials, so that its delete alone can notify.
    const [bare] = await gateway.db.query<{ session_id: string }>(
      `INSERT INTO sessions (lead_id, stage) VALUES ($1, 'otp') RETURNING session_id`,
      [three.leadId],
    );
    const s4 = `s:${bare!.session_id}`;
    expect(await notices(`DELETE FROM sessions WHERE session_id = $1`, bare!.session_id, s4)).toEqual([s4]);
  });

  it('names the customer when their profile changes in a way a lookup reads', async () => {
    const { leadId } = await session();
    const l = `l:${leadId}`;
    expect(await notices(`UPDATE leads SET profile_name = 'Efua' WHERE lead_id = $1`, leadId, l)).toEqual([]);
    expect(await notices(`UPDATE leads SET deleted_at = now() WHERE lead_id = $1`, leadId, l)).toEqual([l]);
  });

  // The last of this file's tests on the gateway's database: it empties the credentials table.
  it('says everything changed when a table is emptied', async () => {
    expect(await heard(() => gateway.db.query(`TRUNCATE credentials`))).toEqual(['*']);
  });
});

/** A database whose notifications the test sends by hand. */
function fakeDatabase() {
  let listener: NotificationListener | undefined;
  const db = {
    listen(channel: string, subscriber: NotificationListener) {
      expect(channel).toBe(CREDENTIAL_CHANGES);
      listener = subscriber;
      return () => {};
    },
  } as unknown as Database;
  return { db, send: () => listener! };
}

describe('the credential cache', () => {
  const customer = (sessionId: string, leadId = 'lead-1') => ({ sessionId, leadId });

  it('answers nothing until notifications are listened to, nor while the listening connection is lost', () => {
    const { db, send } = fakeDatabase();
    const cache = createCredentialCache(db);
    cache.store(cache.mark(), 'a', customer('s1'));
    expect(cache.get('a')).toBeUndefined();
    send().onListening(true);
    cache.store(cache.mark(), 'a', customer('s1'));
    expect(cache.get('a')).toEqual(customer('s1'));
    send().onListening(false);
    expect(cache.get('a')).toBeUndefined();
    cache.store(cache.mark(), 'a', customer('s1'));
    send().onListening(true);
    // What was stored or looked up while notifications could be missed is gone.
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops what a notification names: a session, a customer, or everything', () => {
    const { db, send } = fakeDatabase();
    const cache = createCredentialCache(db);
    send().onListening(true);
    cache.store(cache.mark(), 'a', customer('s1', 'lead-1'));
    cache.store(cache.mark(), 'b', customer('s2', 'lead-1'));
    cache.store(cache.mark(), 'c', customer('s3', 'lead-2'));
    send().onNotification('s:s1');
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
    send().onNotification('l:lead-1');
    expect([cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true]);
    send().onNotification('*');
    expect(cache.get('c')).toBeUndefined();
  });

  it('never keeps a lookup a notification overtook: it may have read what the change replaced', () => {
    const { db, send } = fakeDatabase();
    const cache = createCredentialCache(db);
    send().onListening(true);
    const mark = cache.mark();
    send().onNotification('s:another-session');
    cache.store(mark, 'a', customer('s1'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets a credential after its short life', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const { db, send } = fakeDatabase();
      const cache = createCredentialCache(db, 1_000);
      send().onListening(true);
      cache.store(cache.mark(), 'a', customer('s1'));
      vi.advanceTimersByTime(999);
      expect(cache.get('a')).toEqual(customer('s1'));
      vi.advanceTimersByTime(1);
      expect(cache.get('a')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
