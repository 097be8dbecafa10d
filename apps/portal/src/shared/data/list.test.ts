// One atom per list: read once when a route asks, again only when a change touched it, and a read
// answering after sign-out never brings the previous customer's list back.
import { describe, expect, it } from 'vitest';

import { store } from '../store';

import { createList, forgetLists, reloadFailed, required } from './list';

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
