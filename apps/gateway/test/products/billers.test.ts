// Billers and bill payment over HTTP: the catalogue, references checked by the sandbox biller,
// the customer debited and the biller settlement account credited exactly once per transactionId.
import { randomUUID } from 'node:crypto';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { SYSTEM_ACCOUNTS } from '../../src/domain/ledger/index';
import { ledgerProblems, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;
let kofi: Customer;

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '200.00');
  kofi = await readyCustomer(gateway);
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

const PAY = '/api/bill-service/bill/pay';

function bill(who: Customer, overrides: Record<string, string> = {}) {
  return {
    customerAccountNumber: who.accountNumber,
    transactionId: randomUUID(),
    amount: '20.00',
    billerReference: '0244123456',
    billerCode: 'MTN-AIRTIME',
    sourceSystem: 'WEB APP',
    narration: 'Airtime',
    ...overrides,
  };
}

async function billerSettlement(): Promise<number> {
  const [row] = await gateway.db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account_number = $1`,
    [SYSTEM_ACCOUNTS.billerSettlement],
  );
  return Number(row?.total ?? 0);
}

describe('the biller catalogue', () => {
  it('lists airtime per network, data, utilities and TV billers named with TV under UTILITIES', async () => {
    const answer = await gateway.call<{ billerName: string; billerCode: string; category: string }[]>(
      'GET',
      '/api/bill-service/billers',
      { token: ama.token },
    );
    expect(answer.status).toBe(200);
    const billers = answer.body.result;
    const codes = billers.map((b) => b.billerCode);
    expect(codes).toEqual(
      expect.arrayContaining(['MTN-AIRTIME', 'TELECEL-AIRTIME', 'AT-AIRTIME', 'MTN-DATA']),
    );
    expect(billers.filter((b) => b.category === 'AIRTIME')).toHaveLength(3);
    const tv = billers.filter((b) => /TV/.test(b.billerName));
    expect(tv.map((b) => b.billerCode).sort()).toEqual(['DSTV', 'GOTV', 'STARTIMES']);
    expect(tv.every((b) => b.category === 'UTILITIES')).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    const answer = await gateway.call('GET', '/api/bill-service/billers');
    expect(answer.status).toBe(401);
  });
});

describe('paying a bill', () => {
  it('debits the customer, credits the biller settlement account and records a SUCCESSFUL receipt', async () => {
    const before = await billerSettlement();
    const request = bill(ama);
    const answer = await gateway.call<{
      status: string;
      transactionType: string;
      destination: string;
      amount: string;
    }>('POST', PAY, { token: ama.token, body: request });
    expect(answer.body.isSuccess).toBe(true);
    expect(answer.body.displayMessage).toBe('Payment successful');
    expect(answer.body.result).toMatchObject({
      status: 'SUCCESSFUL',
      transactionType: 'BILL_PAYMENT',
      destination: 'MTN Airtime',
      amount: '20.00',
    });
    expect(await balanceOf(gateway, ama)).toBe('180.00');
    expect((await billerSettlement()) - before).toBe(2000);
  });

  it('moves money once when the same transactionId is sent twice, and refuses it with another body', async () => {
    const request = bill(ama, { amount: '5.00', billerCode: 'ECG-PREPAID', billerReference: '12345678901' });
    const balance = await balanceOf(gateway, ama);
    const first = await gateway.call('POST', PAY, { token: ama.token, body: request });
    const again = await gateway.call('POST', PAY, { token: ama.token, body: request });
    expect(first.body.isSuccess).toBe(true);
    expect(again.body).toEqual(first.body);
    const expected = (Number(balance) - 5).toFixed(2);
    expect(await balanceOf(gateway, ama)).toBe(expected);
    const other = await gateway.call('POST', PAY, { token: ama.token, body: { ...request, amount: '6.00' } });
    expect(other.status).toBe(409);
    expect(await balanceOf(gateway, ama)).toBe(expected);
  });

  it.each([
    ['a phone number for airtime', 'MTN-AIRTIME', '12345', 'Please enter a valid phone number.'],
    [
      'a meter number for electricity',
      'ECG-PREPAID',
      '12AB',
      'Please enter a valid meter or account number (8 to 13 digits).',
    ],
    ['a smartcard number for TV', 'DSTV', '123', 'Please enter a valid smartcard number (10 or 11 digits).'],
    [
      'a reference the biller knows',
      'GOTV',
      '1234560000',
      'GOtv TV does not know this number. Please check it.',
    ],
  ])(
    'refuses a bill whose reference is not %s, moving nothing',
    async (_what, billerCode, billerReference, message) => {
      const balance = await balanceOf(gateway, ama);
      const answer = await gateway.call('POST', PAY, {
        token: ama.token,
        body: bill(ama, { billerCode, billerReference }),
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ isSuccess: false, displayMessage: message, result: null });
      expect(await balanceOf(gateway, ama)).toBe(balance);
    },
  );

  it('refuses an unknown biller and an amount beyond the balance', async () => {
    const unknown = await gateway.call('POST', PAY, {
      token: ama.token,
      body: bill(ama, { billerCode: 'NOPE' }),
    });
    expect(unknown.body.isSuccess).toBe(false);
    expect(unknown.body.displayMessage).toContain('We do not know this biller');
    const tooMuch = await gateway.call('POST', PAY, {
      token: kofi.token,
      body: bill(kofi, { amount: '1.00' }),
    });
    expect(tooMuch.body.isSuccess).toBe(false);
    expect(tooMuch.body.displayMessage).toContain('Insufficient balance');
  });

  it('returns the money when the biller cannot deliver, and tells the customer', async () => {
    const balance = await balanceOf(gateway, ama);
    const before = await billerSettlement();
    const answer = await gateway.call('POST', PAY, {
      token: ama.token,
      body: bill(ama, { billerCode: 'DSTV', billerReference: '1234569999', amount: '10.00' }),
    });
    expect(answer.body.isSuccess).toBe(false);
    expect(answer.body.displayMessage).toContain('has been returned to your account');
    expect(await balanceOf(gateway, ama)).toBe(balance);
    expect(await billerSettlement()).toBe(before);
    const notes = await gateway.call<{ title: string }[]>('GET', '/api/notifications', { token: ama.token });
    expect(notes.body.result.map((n) => n.title)).toContain('Bill payment not completed');
  });

  it("refuses to pay from another customer's account with 403", async () => {
    const answer = await gateway.call('POST', PAY, {
      token: kofi.token,
      body: bill(kofi, { customerAccountNumber: ama.accountNumber }),
    });
    expect(answer.status).toBe(403);
  });

  it('refuses a malformed bill with 400 and no money moves', async () => {
    const answer = await gateway.call('POST', PAY, {
      token: ama.token,
      body: { ...bill(ama), amount: 'ten' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('verify-account with a biller code', () => {
  const VERIFY = '/api/transaction/verify-account';

  it('answers the holder of a meter, smartcard or phone line the biller knows, the same each time', async () => {
    const names: string[] = [];
    for (const [sortCode, accountNumber] of [
      ['ECG-PREPAID', '0123456781'],
      ['DSTV', '7012345678'],
      ['MTN-AIRTIME', '0244123456'],
    ] as const) {
      const answer = await gateway.call<{ accountName: string }>('POST', VERIFY, {
        token: ama.token,
        body: { accountNumber, sortCode },
      });
      expect(answer.body.isSuccess).toBe(true);
      expect(answer.body.result.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
      const again = await gateway.call<{ accountName: string }>('POST', VERIFY, {
        token: kofi.token,
        body: { accountNumber, sortCode },
      });
      expect(again.body.result.accountName).toBe(answer.body.result.accountName);
      names.push(answer.body.result.accountName);
    }
    expect(names).toHaveLength(3);
  });

  it('refuses a reference the biller does not know or of the wrong shape, and a caller without a credential', async () => {
    const unknown = await gateway.call('POST', VERIFY, {
      token: ama.token,
      body: { accountNumber: '0123450000', sortCode: 'ECG-PREPAID' },
    });
    expect(unknown.body).toEqual({
      isSuccess: false,
      displayMessage: 'ECG Prepaid does not know this number. Please check it.',
      result: null,
    });
    const shape = await gateway.call('POST', VERIFY, {
      token: ama.token,
      body: { accountNumber: '123456', sortCode: 'DSTV' },
    });
    expect(shape.body.isSuccess).toBe(false);
    const anonymous = await gateway.call('POST', VERIFY, {
      body: { accountNumber: '0123456781', sortCode: 'ECG-PREPAID' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('still answers own accounts by the 999999 sort code', async () => {
    const own = await gateway.call<{ accountName: string }>('POST', VERIFY, {
      token: kofi.token,
      body: { accountNumber: ama.accountNumber, sortCode: '999999' },
    });
    expect(own.body).toMatchObject({ isSuccess: true, result: { accountName: 'Ama Mensah' } });
  });
});
