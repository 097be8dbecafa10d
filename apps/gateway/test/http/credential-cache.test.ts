// The credential cache: a customer's bearer credential looked up a moment ago is answered from
// memory, and refused at its very next request once anything revokes it (sign-out, or any change
// written to the database, which notifies at commit). The cache itself answers nothing while
// notifications could be missed, and never keeps a lookup a change overtook.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Database, NotificationListener } from '../../src/db/database';
import { CREDENTIAL_CHANGES, createCredentialCache } from '../../src/domain/identity/credentialCache';
import { IDENTITY_LIMITS as L } from '../../src/domain/identity/messages';
import {
  startTestGateway,
  verifiedCustomer,
  DATABASE_HOOK_TIMEOUT,
  type TestGateway,
} from '../support/server';

const READ = '/api/notifications/unread-count';
const LOOKUP = 'FROM credentials c JOIN sessions s';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, DATABASE_HOOK_TIMEOUT);
afterAll(async () => {
  await gateway?.close();
});

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

describe('a customer credential answered from memory', () => {
  it('is looked up once, then refused at its very next request after sign-out', async () => {
    const who = await verifiedCustomer(gateway);
    await read(who.token);
    expect(await read(who.token)).toEqual({ status: 200, lookups: 0 });
    const out = await gateway.call('POST', '/api/auth-service/auth/logout', { token: who.token });
    expect(out.status).toBe(200);
    expect((await read(who.token)).status).toBe(401);
  });

  it('is refused at its very next request whatever revoked it, even a change written straight to the database', async () => {
    const who = await verifiedCustomer(gateway);
    await read(who.token);
    expect(await read(who.token)).toEqual({ status: 200, lookups: 0 });
    await gateway.db.query(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = 'test'
        WHERE lead_id = (SELECT lead_id FROM leads WHERE mobile_number = $1)`,
      [who.mobileNumber],
    );
    expect((await read(who.token)).status).toBe(401);
  });

  it('is refused once expired, though still in memory', async () => {
    const who = await verifiedCustomer(gateway);
    await read(who.token);
    expect(await read(who.token)).toEqual({ status: 200, lookups: 0 });
    gateway.advance(L.accessLifeMs);
    expect(await read(who.token)).toEqual({ status: 401, lookups: 0 });
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
