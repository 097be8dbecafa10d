// The money operations over HTTP: every answer is checked against the contract by the test
// client, and the ledger invariants after every test.
import { randomUUID } from 'node:crypto';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { engine } from '../support/database';
import {
  verifiedCustomer,
  fundCustomer,
  ledgerProblems,
  type AccountHolder,
  setUpTestGateway,
} from '../support/server';

type Customer = AccountHolder;

const TRANSACT = '/api/transaction-service/transaction/transact';

describe(`money operations over HTTP on ${engine}`, () => {
  const g = setUpTestGateway();
  let ama: Customer;
  let kofi: Customer;

  const customer = (profileName: string) => verifiedCustomer(g, { profileName });

  function withdrawal(who: Customer, overrides: Record<string, unknown> = {}) {
    return {
      customerAccountNumber: who.accountNumber,
      transactionId: `wd-${randomUUID()}`,
      amount: '10.00',
      narration: 'Withdrawal',
      transactionType: 'WITHDRAWAL',
      destinationAccountNumber: who.mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
      ...overrides,
    };
  }

  beforeAll(async () => {
    ama = await customer('Ama Mensah');
    kofi = await customer('Kofi Boateng');
    await fundCustomer(g, ama, ama.accountNumber, '200.00');
    // Ama looks Kofi up, as the portal does before a transfer.
    expect((await lookUp(ama, kofi.accountNumber)).body.isSuccess).toBe(true);
  });

  function lookUp(who: Customer, accountNumber: string) {
    return g.call<{ accountName: string }>('POST', '/api/transaction/verify-account', {
      token: who.token,
      body: { accountNumber, sortCode: '999999' },
    });
  }
  afterEach(async () => {
    expect(await ledgerProblems(g)).toEqual([]);
  });

  it('replays the first answer for the same transaction id and body, and answers 409 for another body', async () => {
    const body = withdrawal(ama, { amount: '12.00' });
    const first = await g.call(`POST`, TRANSACT, { token: ama.token, body });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isSuccess: true, result: { status: 'SUCCESSFUL', amount: '12.00' } });
    const again = await g.call('POST', TRANSACT, { token: ama.token, body });
    expect(again.body).toEqual(first.body);
    const other = await g.call('POST', TRANSACT, { token: ama.token, body: { ...body, amount: '13.00' } });
    expect(other.status).toBe(409);
    expect(other.body.isSuccess).toBe(false);
    const statement = await g.call<{ items: { transactionId: string }[] }>(
      'GET',
      `/api/transaction-service/statement/${ama.accountNumber}?search=${body.transactionId}`,
      { token: ama.token },
    );
    expect(statement.body.result.items).toHaveLength(1);
  });

  it('refuses moving money out of another customer’s account with 403', async () => {
    const answer = await g.call('POST', TRANSACT, { token: kofi.token, body: withdrawal(ama) });
    expect(answer.status).toBe(403);
    const statement = await g.call('GET', `/api/transaction-service/statement/${ama.accountNumber}`, {
      token: kofi.token,
    });
    expect(statement.status).toBe(403);
    const unknown = await g.call('GET', `/api/transaction-service/statement/7000000099990`, {
      token: kofi.token,
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 400 for an extra property or a malformed amount, moving nothing', async () => {
    const extra = await g.call('POST', TRANSACT, {
      token: ama.token,
      body: { ...withdrawal(ama), bonus: '1.00' },
    });
    expect(extra.status).toBe(400);
    const malformed = await g.call('POST', TRANSACT, {
      token: ama.token,
      body: withdrawal(ama, { amount: '10' }),
    });
    expect(malformed.status).toBe(400);
  });

  it('refuses an overdraft with the insufficient-balance message', async () => {
    const answer = await g.call('POST', TRANSACT, {
      token: kofi.token,
      body: withdrawal(kofi, { amount: '5.00' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.isSuccess).toBe(false);
    expect(answer.body.displayMessage).toMatch(/^Insufficient balance/);
  });

  it('quotes charges with a fresh id that transact then uses', async () => {
    const { narration: _narration, ...quoteBody } = withdrawal(ama, {
      transactionType: 'MOMO',
      amount: '100.00',
    });
    const quote = await g.call<{ feeAmount: string; elevyAmount: string; transactionId: string }>(
      'POST',
      '/api/transaction/charge-lookup',
      { token: ama.token, body: { ...quoteBody, transactionId: '' } },
    );
    expect(quote.body).toMatchObject({ isSuccess: true, result: { feeAmount: '0.75', elevyAmount: '0.00' } });
    const sent = await g.call('POST', TRANSACT, {
      token: ama.token,
      body: withdrawal(ama, {
        transactionType: 'MOMO',
        amount: '100.00',
        transactionId: quote.body.result.transactionId,
      }),
    });
    expect(sent.body).toMatchObject({ isSuccess: true, result: { feeAmount: '0.75' } });
  });

  it('runs a deposit prompt through the sandbox network: listed, declined once, never answered twice', async () => {
    const deposit = await g.call<{ promptId: string; status: string }>('POST', TRANSACT, {
      token: kofi.token,
      body: withdrawal(kofi, {
        transactionType: 'DEPOSIT',
        amount: '25.00',
        destinationAccountNumber: kofi.mobileNumber,
      }),
    });
    expect(deposit.body.result).toMatchObject({ status: 'PROCESSING' });
    const list = await g.call<{ promptId: string; status: string }[]>(
      'GET',
      `/api/sandbox/momo/prompts?phoneNumber=${kofi.mobileNumber}`,
    );
    expect(list.body.result.find((p) => p.promptId === deposit.body.result.promptId)?.status).toBe('PENDING');
    const declined = await g.call(
      'POST',
      `/api/sandbox/momo/prompts/${deposit.body.result.promptId}/decline`,
    );
    expect(declined.body).toMatchObject({ isSuccess: true, result: { status: 'DECLINED' } });
    const twice = await g.call('POST', `/api/sandbox/momo/prompts/${deposit.body.result.promptId}/approve`);
    expect(twice.body.isSuccess).toBe(false);
    const missing = await g.call('POST', `/api/sandbox/momo/prompts/${randomUUID()}/approve`);
    expect(missing.status).toBe(404);
    const tx = await g.call(
      'GET',
      `/api/transaction-service/transaction/${encodeURIComponent(String(deposit.body.result.promptId))}`,
      {
        token: kofi.token,
      },
    );
    expect(tx.status).toBe(404);
  });

  it('pages the statement and exports it as a CSV file', async () => {
    const page = await g.call<{ items: unknown[]; total: number; pageSize: number }>(
      'GET',
      `/api/transaction-service/statement/${ama.accountNumber}?pageSize=1&page=1`,
      { token: ama.token },
    );
    expect(page.body.result.items).toHaveLength(1);
    expect(page.body.result.total).toBeGreaterThanOrEqual(3);
    const csv = await g.call('GET', `/api/transaction-service/statement/${ama.accountNumber}/export`, {
      token: ama.token,
    });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/);
    expect(String(csv.headers['content-disposition'])).toMatch(
      new RegExp(
        `^attachment; filename="statement-${ama.accountNumber}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
      ),
    );
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^transactionDate,transactionId,/);
    expect(lines.length - 1).toBe(page.body.result.total);
    const tooLong = await g.call(
      'GET',
      `/api/transaction-service/statement/${ama.accountNumber}?from=2024-01-01&to=2026-01-01`,
      {
        token: ama.token,
      },
    );
    expect(tooLong.status).toBe(422);
  });

  it('serves sort codes without a bearer, and the fee schedule and name lookups to a customer', async () => {
    const codes = await g.call<{ code: string; type: string; description: string }[]>(
      'GET',
      '/api/account-service/sort-codes',
    );
    expect(codes.body.result).toEqual(
      expect.arrayContaining([
        { code: '999999', description: 'SAVE & WIN', type: 'BANK' },
        expect.objectContaining({ type: 'TELCO', description: 'MTN' }),
        expect.objectContaining({ type: 'TELCO', description: 'TELECEL' }),
        expect.objectContaining({ type: 'TELCO', description: 'AT' }),
      ]),
    );
    const fees = await g.call<{ levies: { percent: string }[] }>('GET', '/api/transaction/fee-schedule', {
      token: ama.token,
    });
    expect(fees.body.result.levies.map((l) => l.percent)).toEqual(['1.50', '1.00', '0.00']);
    const named = await g.call(
      'GET',
      '/api/account-service/name-validation?phoneNumber=0244555123&network=MTN',
      { token: kofi.token },
    );
    expect(named.body).toMatchObject({ isSuccess: true, result: { accountName: expect.any(String) } });
    const unknown = await g.call(
      'GET',
      '/api/account-service/name-validation?phoneNumber=0244550000&network=MTN',
      { token: kofi.token },
    );
    expect(unknown.body.isSuccess).toBe(false);
    const own = await g.call('POST', '/api/transaction/verify-account', {
      token: kofi.token,
      body: { accountNumber: ama.accountNumber, sortCode: '999999' },
    });
    expect(own.body).toMatchObject({ isSuccess: true, result: { accountName: 'Ama Mensah' } });
  });

  it('transfers to another SAVE & WIN customer instantly and shows it in both statements', async () => {
    const body = withdrawal(ama, {
      transactionType: 'BANK_TRANSFER',
      amount: '15.00',
      destinationAccountNumber: kofi.accountNumber,
      destinationSortCode: '999999',
    });
    const sent = await g.call('POST', TRANSACT, { token: ama.token, body });
    expect(sent.body).toMatchObject({
      isSuccess: true,
      result: { status: 'SUCCESSFUL', destination: 'Kofi Boateng' },
    });
    const received = await g.call<{ items: { transactionId: string; direction: string }[] }>(
      'GET',
      `/api/transaction-service/statement/${kofi.accountNumber}?transactionType=BANK_TRANSFER`,
      { token: kofi.token },
    );
    expect(received.body.result.items).toEqual([
      expect.objectContaining({ transactionId: body.transactionId, direction: 'CREDIT' }),
    ]);
    const receipt = await g.call('GET', `/api/transaction-service/transaction/${body.transactionId}`, {
      token: kofi.token,
    });
    expect(receipt.body).toMatchObject({ isSuccess: true, result: { transactionId: body.transactionId } });
  });

  it('names the payee in full only to a payer who looked the name up: a GH₵0.01 transfer does not tell it', async () => {
    const esi = await customer('Esi Appiah');
    const send = async (amount: string) => {
      const body = withdrawal(ama, {
        transactionType: 'BANK_TRANSFER',
        amount,
        narration: 'Probe',
        destinationAccountNumber: esi.accountNumber,
        destinationSortCode: '999999',
      });
      return {
        body,
        sent: await g.call<{ destination: string }>('POST', TRANSACT, { token: ama.token, body }),
      };
    };
    // Without a look-up, the answer, the statement row and the payer's SMS say 'E*** A***'.
    const probe = await send('0.01');
    expect(probe.sent.body).toMatchObject({ isSuccess: true, result: { destination: 'E*** A***' } });
    const rows = await g.call<{ items: { transactionId: string; destination: string }[] }>(
      'GET',
      `/api/transaction-service/statement/${ama.accountNumber}?search=Probe`,
      { token: ama.token },
    );
    expect(rows.body.result.items.find((r) => r.transactionId === probe.body.transactionId)).toMatchObject({
      destination: 'E*** A***',
    });
    await g.services.settle();
    const inbox = await g.call<{ text: string }[]>('GET', `/api/sandbox/sms-inbox/${ama.mobileNumber}`);
    // Only the texts about Esi's account: Ama's other texts may name the sandbox network's holder
    // of her own number, a made-up name that can be 'Esi Appiah' too.
    const texts = inbox.body.result.map((sms) => sms.text).filter((text) => text.includes(esi.accountNumber));
    expect(texts).toEqual([expect.stringContaining('You sent GH₵0.01 to E*** A***')]);
    expect(texts.join('\n')).not.toContain('Esi Appiah');
    // A second probe is no different: an earlier payment does not count as knowing the name.
    expect((await send('0.01')).sent.body).toMatchObject({ result: { destination: 'E*** A***' } });
    // After the audited look-up the transfer names her in full.
    expect((await lookUp(ama, esi.accountNumber)).body.result.accountName).toBe('Esi Appiah');
    expect((await send('1.00')).sent.body).toMatchObject({ result: { destination: 'Esi Appiah' } });
  });

  it('names the payee on each statement row as the receipt does, never the reference', async () => {
    const body = withdrawal(ama, {
      transactionType: 'BANK_TRANSFER',
      amount: '7.00',
      narration: 'H19 rent',
      destinationAccountNumber: kofi.accountNumber,
      destinationSortCode: '999999',
    });
    const sent = await g.call('POST', TRANSACT, { token: ama.token, body });
    expect(sent.body).toMatchObject({ isSuccess: true, result: { destination: 'Kofi Boateng' } });
    type Rows = {
      items: {
        transactionId: string;
        destination: string;
        destinationAccountNumber: string;
        narration: string;
      }[];
    };
    const row = async (who: Customer) =>
      (
        await g.call<Rows>('GET', `/api/transaction-service/statement/${who.accountNumber}?search=H19`, {
          token: who.token,
        })
      ).body.result.items.find((r) => r.transactionId === body.transactionId);
    // The sender's row names the payee beside the payee's number; the reference stays the narration.
    expect(await row(ama)).toMatchObject({
      destination: 'Kofi Boateng',
      destinationAccountNumber: kofi.accountNumber,
      narration: 'H19 rent',
    });
    const receipt = await g.call('GET', `/api/transaction-service/transaction/${body.transactionId}`, {
      token: ama.token,
    });
    expect(receipt.body).toMatchObject({ result: { destination: (await row(ama))?.destination } });
    // The receiver's row shows where the money came from: the sender's number and name.
    expect(await row(kofi)).toMatchObject({
      destination: 'Ama Mensah',
      destinationAccountNumber: ama.accountNumber,
    });
  });
});
