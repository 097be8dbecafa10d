// One atom per list: read once when a route asks, again only when a change touched it, and a read
// answering after sign-out never brings the previous customer's list back.
import { BusinessError, GatewayError } from '@savewin/api';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { store } from '../store';

import {
  createList,
  forgetLists,
  READ_RETRY_DELAYS_MS,
  reloadFailed,
  reloadStale,
  required,
  STALE_AFTER_MS,
} from './list';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a list', () => {
  it('is read once however many routes ask for it, and again only when reloaded', async () => {
    let reads = 0;
    const list = createList<string[]>([], () => {
      reads += 1;
      return Promise.resolve([`read ${reads}`]);
    });
    await Promise.all([list.ensure(), list.ensure()]);
    await list.ensure();
    expect(reads).toBe(1);
    expect(store.get(list.valueAtom)).toEqual(['read 1']);
    await list.reload();
    expect(reads).toBe(2);
    expect(store.get(list.valueAtom)).toEqual(['read 2']);
  });

  it('stays loaded with its last value while a reload runs, and says when a reload failed', async () => {
    const answers = [deferred<string[]>(), deferred<string[]>()];
    let call = 0;
    const list = createList<string[]>([], () => answers[call++]!.promise);
    const first = list.ensure();
    expect(store.get(list.stateAtom)).toBe('loading');
    answers[0]!.resolve(['a']);
    await first;
    const again = list.reload();
    expect(store.get(list.stateAtom)).toBe('loaded');
    answers[1]!.reject(new Error('offline'));
    await expect(again).rejects.toThrow('offline');
    expect(store.get(list.stateAtom)).toBe('failed');
    expect(store.get(list.valueAtom)).toEqual(['a']);
  });

  it('drops an answer that arrives after sign-out', async () => {
    const answer = deferred<string[]>();
    const list = createList<string[]>([], () => answer.promise);
    const reading = list.ensure();
    forgetLists();
    answer.resolve(["the previous customer's"]);
    await reading;
    expect(store.get(list.valueAtom)).toEqual([]);
    expect(store.get(list.stateAtom)).toBe('idle');
  });

  it('fails, not reads as empty, when a list it needs could not be read', async () => {
    let profileUp = false;
    const profile = createList<{ account: string | null }>({ account: null }, () =>
      profileUp ? Promise.resolve({ account: 'A1' }) : Promise.reject(new Error('offline')),
    );
    const history = createList<string[]>([], async () => {
      const { account } = await required(profile);
      return account ? [`rows of ${account}`] : [];
    });
    await history.ensure();
    expect(store.get(profile.stateAtom)).toBe('failed');
    expect(store.get(history.stateAtom)).toBe('failed');

    profileUp = true;
    await reloadFailed();
    expect(store.get(history.stateAtom)).toBe('loaded');
    expect(store.get(history.valueAtom)).toEqual(['rows of A1']);
  });

  it('reads again, when asked after a reconnection, only the lists whose read failed', async () => {
    let up = false;
    let goodReads = 0;
    const failing = createList<string[]>([], () =>
      up ? Promise.resolve(['back']) : Promise.reject(new Error('offline')),
    );
    const good = createList<string[]>([], () => {
      goodReads += 1;
      return Promise.resolve(['fine']);
    });
    const neverAsked = createList<string[]>([], () => Promise.resolve(['unasked']));
    await Promise.all([failing.ensure(), good.ensure()]);
    up = true;
    await reloadFailed();
    expect(store.get(failing.valueAtom)).toEqual(['back']);
    expect(goodReads).toBe(1);
    expect(store.get(neverAsked.stateAtom)).toBe('idle');
  });
});

describe('a read that fails', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A list whose reads fail with `errors` in turn, then answer ['rows']; counts its reads. */
  function listFailingWith(errors: unknown[]) {
    const counter = { reads: 0 };
    const list = createList<string[]>([], () => {
      const error = errors[counter.reads];
      counter.reads += 1;
      return error === undefined ? Promise.resolve(['rows']) : Promise.reject(error);
    });
    return { list, counter };
  }

  const busy = () => new GatewayError({ kind: 'http', status: 503 });
  const cutOff = () => new GatewayError({ kind: 'network' });

  it('for a passing reason is tried again by itself, and the customer sees the rows', async () => {
    vi.useFakeTimers();
    const { list, counter } = listFailingWith([cutOff(), busy()]);
    const reading = list.ensure();
    await vi.advanceTimersByTimeAsync(READ_RETRY_DELAYS_MS[0]!);
    expect(store.get(list.stateAtom)).toBe('loading');
    await vi.advanceTimersByTimeAsync(READ_RETRY_DELAYS_MS[1]!);
    await reading;
    expect(counter.reads).toBe(3);
    expect(store.get(list.stateAtom)).toBe('loaded');
    expect(store.get(list.valueAtom)).toEqual(['rows']);
  });

  it('says it could not be read once the tries are spent', async () => {
    vi.useFakeTimers();
    const { list, counter } = listFailingWith([busy(), busy(), busy(), busy()]);
    const reading = list.ensure();
    await vi.advanceTimersByTimeAsync(READ_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    await reading;
    expect(counter.reads).toBe(READ_RETRY_DELAYS_MS.length + 1);
    expect(store.get(list.stateAtom)).toBe('failed');
  });

  it('with a refusal is not tried again: the gateway would answer the same', async () => {
    for (const refusal of [
      new BusinessError('No such account.'),
      new GatewayError({ kind: 'http', status: 404 }),
    ]) {
      const { list, counter } = listFailingWith([refusal]);
      await list.ensure();
      expect(counter.reads).toBe(1);
      expect(store.get(list.stateAtom)).toBe('failed');
    }
  });

  it('is not tried again for a customer who signed out meanwhile', async () => {
    vi.useFakeTimers();
    const { list, counter } = listFailingWith([cutOff()]);
    const reading = list.ensure();
    await vi.advanceTimersByTimeAsync(0);
    forgetLists();
    await vi.advanceTimersByTimeAsync(READ_RETRY_DELAYS_MS[0]!);
    await reading;
    expect(counter.reads).toBe(1);
    expect(store.get(list.stateAtom)).toBe('idle');
  });
});

describe('coming back to the tab', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads again the lists read longer ago than they stay current, keeping their rows meanwhile', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const list = createList<string[]>([], () => {
      reads += 1;
      return Promise.resolve([`read ${reads}`]);
    });
    await list.ensure();
    await vi.advanceTimersByTimeAsync(STALE_AFTER_MS - 1);
    await reloadStale();
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const again = reloadStale();
    expect(store.get(list.valueAtom)).toEqual(['read 1']);
    expect(store.get(list.stateAtom)).toBe('loaded');
    await again;
    expect(reads).toBe(2);
    expect(store.get(list.valueAtom)).toEqual(['read 2']);
  });
});
