// Favourites, linked wallets and notifications over HTTP: each customer sees and changes only
// their own; a wallet is linked only after its number's OTP was validated and its name resolved.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { WALLET_MESSAGES } from '../../src/domain/wallets/wallets';
import { freshNumber, ledgerProblems, readOtp, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;
let kofi: Customer;

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway);
  kofi = await readyCustomer(gateway);
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface Favourite {
  id: string;
  favouriteType: string;
  destinationAccountName: string;
  destinationAccountNumber: string;
  sortCode: string;
}
interface Wallet {
  id: string;
  network: string;
  walletName: string;
  phoneNumber: string;
}

const FAVOURITES = '/api/favourite-service/favourites';

function favourite(who: Customer, overrides: Partial<Favourite> = {}) {
  return {
    customerNumber: who.customerNumber,
    favouriteType: 'BILL PAYMENT',
    destinationAccountName: 'ECG Prepaid',
    destinationAccountNumber: '12345678901',
    sortCode: 'ECG-PREPAID',
    ...overrides,
  };
}

describe('favourites', () => {
  it('saves a bill, a bank and a mobile-money beneficiary and lists them in order', async () => {
    const bank = await gateway.call<{ code: string; type: string }[]>(
      'GET',
      '/api/account-service/sort-codes',
    );
    const bankCode = bank.body.result.find((s) => s.type === 'BANK' && s.code !== '999999')?.code ?? '';
    const telco = bank.body.result.find((s) => s.type === 'TELCO')?.code ?? '';
    const saved = [
      await gateway.call<Favourite>('POST', FAVOURITES, { token: ama.token, body: favourite(ama) }),
      await gateway.call<Favourite>('POST', FAVOURITES, {
        token: ama.token,
        body: favourite(ama, {
          favouriteType: 'BANK_TRANSFER',
          destinationAccountName: 'KOFI BOATENG',
          destinationAccountNumber: '1009988776',
          sortCode: bankCode,
        }),
      }),
      await gateway.call<Favourite>('POST', FAVOURITES, {
        token: ama.token,
        body: favourite(ama, {
          favouriteType: 'MOMO',
          destinationAccountName: 'ABENA ADDO',
          destinationAccountNumber: '233241112222',
          sortCode: telco,
        }),
      }),
    ];
    expect(saved.map((s) => s.body.isSuccess)).toEqual([true, true, true]);
    expect(saved[2]?.body.result.destinationAccountNumber).toBe('0241112222');
    const list = await gateway.call<Favourite[]>('GET', `${FAVOURITES}/${ama.customerNumber}`, {
      token: ama.token,
    });
    expect(list.body.result.map((f) => f.favouriteType)).toEqual(['BILL PAYMENT', 'BANK_TRANSFER', 'MOMO']);
  });

  it('answers the saved entry again instead of keeping a duplicate', async () => {
    const body = favourite(ama, { destinationAccountNumber: '55555555', sortCode: 'GWCL' });
    const first = await gateway.call<Favourite>('POST', FAVOURITES, { token: ama.token, body });
    const second = await gateway.call<Favourite>('POST', FAVOURITES, { token: ama.token, body });
    expect(second.body.result.id).toBe(first.body.result.id);
  });

  it('refuses a favourite that names an unknown biller or bank', async () => {
    const biller = await gateway.call('POST', FAVOURITES, {
      token: ama.token,
      body: favourite(ama, { sortCode: 'NOPE' }),
    });
    expect(biller.body).toMatchObject({ isSuccess: false, result: null });
    expect(biller.body.displayMessage).toContain('We do not know this biller');
    const bank = await gateway.call('POST', FAVOURITES, {
      token: ama.token,
      body: favourite(ama, {
        favouriteType: 'BANK_TRANSFER',
        sortCode: '000000',
        destinationAccountNumber: '12345678',
      }),
    });
    expect(bank.body.displayMessage).toContain('We do not know this bank');
  });

  it("keeps one customer out of another's favourites (403) and removes only the owner's", async () => {
    const mine = await gateway.call<Favourite>('POST', FAVOURITES, {
      token: ama.token,
      body: favourite(ama, { destinationAccountNumber: '77777777', sortCode: 'ECG-PREPAID' }),
    });
    const id = mine.body.result.id;
    expect(
      (await gateway.call('GET', `${FAVOURITES}/${ama.customerNumber}`, { token: kofi.token })).status,
    ).toBe(403);
    expect((await gateway.call('POST', FAVOURITES, { token: kofi.token, body: favourite(ama) })).status).toBe(
      403,
    );
    expect((await gateway.call('DELETE', `${FAVOURITES}/id/${id}`, { token: kofi.token })).status).toBe(403);
    const removed = await gateway.call('DELETE', `${FAVOURITES}/id/${id}`, { token: ama.token });
    expect(removed.body).toEqual({ isSuccess: true, displayMessage: 'Favourite removed', result: true });
    expect((await gateway.call('DELETE', `${FAVOURITES}/id/${id}`, { token: ama.token })).status).toBe(404);
  });

  it('needs a credential', async () => {
    expect((await gateway.call('GET', `${FAVOURITES}/${ama.customerNumber}`)).status).toBe(401);
  });
});

const WALLETS = '/api/account-service/account/linked-wallets';

async function validateNumber(who: Customer, phoneNumber: string) {
  gateway.advance(61_000);
  const sent = await gateway.call('POST', `/api/otp-service/otp/send/${phoneNumber}`);
  expect(sent.body.isSuccess).toBe(true);
  const code = await readOtp(gateway, phoneNumber);
  const validated = await gateway.call('POST', '/api/otp-service/otp/validate', {
    token: who.token,
    body: { mobileNumber: phoneNumber, code },
  });
  expect(validated.body.isSuccess).toBe(true);
}

function wallet(who: Customer, phoneNumber: string) {
  return { customerNumber: who.customerNumber, network: 'MTN', phoneNumber, walletName: 'Anything' };
}

describe('linked wallets', () => {
  it('refuses to link a number whose OTP was not validated', async () => {
    const answer = await gateway.call('POST', WALLETS, {
      token: ama.token,
      body: wallet(ama, freshNumber()),
    });
    expect(answer.body).toEqual({ isSuccess: false, displayMessage: WALLET_MESSAGES.needsOtp, result: null });
  });

  it('links a validated number under the name the network holds, once, and lists it', async () => {
    const phone = freshNumber();
    await validateNumber(ama, phone);
    const linked = await gateway.call<Wallet>('POST', WALLETS, {
      token: ama.token,
      body: wallet(ama, phone),
    });
    expect(linked.body.isSuccess).toBe(true);
    expect(linked.body.result).toMatchObject({ network: 'MTN', phoneNumber: phone });
    expect(linked.body.result.walletName).not.toBe('Anything');
    const name = await gateway.call<{ accountName: string }>(
      'GET',
      `/api/account-service/name-validation?phoneNumber=${phone}&network=MTN`,
      { token: ama.token },
    );
    expect(linked.body.result.walletName).toBe(name.body.result.accountName);
    const list = await gateway.call<Wallet[]>('GET', `${WALLETS}/${ama.customerNumber}`, {
      token: ama.token,
    });
    expect(list.body.result.map((w) => w.phoneNumber)).toContain(phone);
    // The validation was used up: linking again needs a new code (and the wallet is linked already).
    const again = await gateway.call('POST', WALLETS, { token: ama.token, body: wallet(ama, phone) });
    expect(again.body.isSuccess).toBe(false);
  });

  it('refuses a number the network does not know, even after its OTP', async () => {
    const phone = '0244440000';
    await validateNumber(ama, phone);
    const answer = await gateway.call('POST', WALLETS, { token: ama.token, body: wallet(ama, phone) });
    expect(answer.body.isSuccess).toBe(false);
    expect(answer.body.displayMessage).toContain('We could not find a MTN mobile-money wallet');
  });

  it("keeps one customer out of another's wallets and deletes only the owner's", async () => {
    const phone = freshNumber();
    await validateNumber(ama, phone);
    const linked = await gateway.call<Wallet>('POST', WALLETS, {
      token: ama.token,
      body: wallet(ama, phone),
    });
    const id = linked.body.result.id;
    expect(
      (await gateway.call('GET', `${WALLETS}/${ama.customerNumber}`, { token: kofi.token })).status,
    ).toBe(403);
    expect(
      (await gateway.call('POST', WALLETS, { token: kofi.token, body: wallet(ama, phone) })).status,
    ).toBe(403);
    expect(
      (await gateway.call('DELETE', `/api/delete-linked-wallet/${id}`, { token: kofi.token })).status,
    ).toBe(403);
    const deleted = await gateway.call('DELETE', `/api/delete-linked-wallet/${id}`, { token: ama.token });
    expect(deleted.body).toEqual({ isSuccess: true, displayMessage: 'Wallet deleted.', result: true });
    const list = await gateway.call<Wallet[]>('GET', `${WALLETS}/${ama.customerNumber}`, {
      token: ama.token,
    });
    expect(list.body.result.map((w) => w.id)).not.toContain(id);
    expect(
      (await gateway.call('DELETE', `/api/delete-linked-wallet/${id}`, { token: ama.token })).status,
    ).toBe(404);
  });
});

describe('notifications', () => {
  interface Note {
    id: string;
    title: string;
    read: boolean;
  }

  it('lists what the flows wrote, newest first, counts the unread and marks one read', async () => {
    const notes = await gateway.call<Note[]>('GET', '/api/notifications', { token: ama.token });
    const titles = notes.body.result.map((n) => n.title);
    expect(titles).toContain('Wallet linked');
    const unread = await gateway.call<{ count: number }>('GET', '/api/notifications/unread-count', {
      token: ama.token,
    });
    expect(unread.body.result.count).toBe(notes.body.result.filter((n) => !n.read).length);
    const first = notes.body.result[0];
    if (!first) throw new Error('no notification');
    const marked = await gateway.call('POST', `/api/notifications/${first.id}/read`, { token: ama.token });
    expect(marked.body.result).toBe(true);
    const after = await gateway.call<{ count: number }>('GET', '/api/notifications/unread-count', {
      token: ama.token,
    });
    expect(after.body.result.count).toBe(unread.body.result.count - 1);
    const limited = await gateway.call<Note[]>('GET', '/api/notifications?limit=1', { token: ama.token });
    expect(limited.body.result).toHaveLength(1);
  });

  it("refuses to mark another customer's notification (403) or an unknown one (404)", async () => {
    const notes = await gateway.call<Note[]>('GET', '/api/notifications', { token: ama.token });
    const id = notes.body.result[0]?.id ?? '';
    expect((await gateway.call('POST', `/api/notifications/${id}/read`, { token: kofi.token })).status).toBe(
      403,
    );
    expect((await gateway.call('POST', '/api/notifications/Nnope/read', { token: kofi.token })).status).toBe(
      404,
    );
    const kofis = await gateway.call<Note[]>('GET', '/api/notifications', { token: kofi.token });
    expect(kofis.body.result.map((n) => n.id)).not.toContain(id);
  });

  it('needs a credential', async () => {
    expect((await gateway.call('GET', '/api/notifications/unread-count')).status).toBe(401);
  });
});
