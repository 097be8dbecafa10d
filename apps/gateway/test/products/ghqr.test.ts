// Paying by GhQR over HTTP: the gateway reads every scanned payload itself (EMVCo's published
// sample and codes made with writePaymentQr), pays a merchant of the sandbox directory or another
// customer's own code with the step-up, and refuses every code or request it must not pay with
// its message, writing nothing: balances, transactions and ledger entries stay as they were.
import { randomUUID } from 'node:crypto';

import { QR_MESSAGES, qrChecksum, readPaymentQr, writePaymentQr, type PaymentQrFields } from '@savewin/core';
import { PDFParse } from 'pdf-parse';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { SYSTEM_ACCOUNTS } from '../../src/domain/ledger/index';
import { ledgerProblems, setUpTestGateway, type Answer } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

const READ = '/api/qr-service/qr/read';
const PAY = '/api/qr-service/qr/pay';
const MINE = '/api/qr-service/qr/mine';
const CHALLENGE = '/api/auth-service/auth/step-up';
const CONFIRM = '/api/auth-service/auth/step-up/confirm';

const gateway = setUpTestGateway({ config: { stepUp: true }, build: { rateLimitPerMinute: 1_000_000 } });
let ama: Customer;
let kofi: Customer;
/** Deposited GH₵14,995 today: the medium tier's GH₵15,000 a day (Ghana Card verified) is nearly used. */
let efua: Customer;

beforeAll(async () => {
  [ama, kofi, efua] = await Promise.all([
    readyCustomer(gateway, '500.00'),
    readyCustomer(gateway),
    readyCustomer(gateway, '14995.00'),
  ]);
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

/** EMVCo's own example payload (EMV QRCPS MPM v1.1, its CRC A13A): Chinese yuan, country CN. */
const EMVCO_SAMPLE =
  '00020101021229300012D156000000000510A93FO3230Q31280012D15600000001030812345678520441115802CN' +
  '5914BEST TRANSPORT6007BEIJING64200002ZH0104最佳运输0202北京540523.72530315655020162330304' +
  '12340603***0708A60086670902ME91320016A0112233449988770708123456786304A13A';

/** A merchant of the sandbox directory (adapters/merchants/merchants.ts). */
const CHOP_BAR: PaymentQrFields = {
  scheme: 'ghqr',
  accountId: 'GHQR-MER-000123',
  merchantName: 'Auntie Akos Chop Bar',
  merchantCity: 'Kumasi',
  categoryCode: '5812',
  terminalId: 'TILL-02',
};

const code = (fields: Partial<PaymentQrFields> = {}) => writePaymentQr({ ...CHOP_BAR, ...fields });

/** Re-signs a payload whose body was changed, so only the change is tested, not the checksum. */
function resign(payload: string): string {
  const body = payload.slice(0, -4);
  return body + qrChecksum(body);
}

function payment(who: Customer, payload: string, amount: string, overrides: Record<string, string> = {}) {
  return {
    customerAccountNumber: who.accountNumber,
    transactionId: randomUUID(),
    amount,
    payload,
    narration: 'Lunch',
    sourceSystem: 'WEB APP',
    ...overrides,
  };
}

interface Summary {
  transactionType: string;
  status: string;
  amount: string;
  feeAmount: string;
  destination: string;
  destinationAccountNumber: string;
  transactionId: string;
  terminalId?: string;
}

/** The customer's own path: the PIN confirmed for exactly this payment, then the payment. */
async function pay(who: Customer, body: ReturnType<typeof payment>): Promise<Answer<Summary>> {
  const challenge = await gateway.call<{ required: boolean; stepUpToken: string | null }>('POST', CHALLENGE, {
    token: who.token,
    body: { operation: 'QR_PAYMENT', qrPayment: body },
  });
  expect(challenge.status).toBe(200);
  expect(challenge.body.result.required).toBe(true);
  const stepUpToken = challenge.body.result.stepUpToken!;
  const confirmed = await gateway.call('POST', CONFIRM, {
    token: who.token,
    body: { stepUpToken, pin: who.pin },
  });
  expect(confirmed.body.isSuccess).toBe(true);
  return gateway.call<Summary>('POST', PAY, {
    token: who.token,
    body,
    headers: { 'x-step-up': stepUpToken },
  });
}

/** Everything money: customer balances, system accounts' sums, rows, postings and entries. */
async function moneyState() {
  const [balances, systems, counts] = await Promise.all([
    gateway.db.query<{ account_number: string; balance: string }>(
      `SELECT account_number, balance::text AS balance FROM ledger_accounts WHERE kind = 'CUSTOMER' ORDER BY 1`,
    ),
    gateway.db.query<{ account_number: string; total: string }>(
      `SELECT a.account_number, coalesce(sum(e.amount), 0)::text AS total
         FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_number = a.account_number
        WHERE a.kind = 'SYSTEM' GROUP BY 1 ORDER BY 1`,
    ),
    gateway.db.query<{ transactions: string; postings: string; entries: string; notices: string }>(
      `SELECT (SELECT count(*) FROM ledger_transactions)::text AS transactions,
              (SELECT count(*) FROM ledger_postings)::text AS postings,
              (SELECT count(*) FROM ledger_entries)::text AS entries,
              (SELECT count(*) FROM notifications)::text AS notices`,
    ),
  ]);
  return { balances, systems, counts };
}

async function merchantCollected(merchantId: string): Promise<number> {
  const [row] = await gateway.db.query<{ total: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entries WHERE account_number = $1`,
    [SYSTEM_ACCOUNTS.merchantCollection(merchantId)],
  );
  return Number(row?.total ?? 0);
}

async function pdfText(answer: Answer): Promise<string> {
  expect(answer.status).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(answer.raw) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

async function myCode(who: Customer, amount?: string): Promise<string> {
  const answer = await gateway.call<{ payload: string }>(
    'GET',
    `${MINE}${amount ? `?amount=${amount}` : ''}`,
    {
      token: who.token,
    },
  );
  expect(answer.body.isSuccess).toBe(true);
  return answer.body.result.payload;
}

describe("EMVCo's published sample", () => {
  it('reads as a sound code (its checksum A13A holds) in yuan, so it is refused for its currency', async () => {
    const answer = await gateway.call('POST', READ, { token: ama.token, body: { payload: EMVCO_SAMPLE } });
    expect(answer.status).toBe(400);
    expect(answer.body.displayMessage).toBe(QR_MESSAGES.currency);
  });

  it('with one character changed is damaged', async () => {
    const changed = EMVCO_SAMPLE.replace('BEST TRANSPORT', 'BEST TRANSPORU');
    const answer = await gateway.call('POST', READ, { token: ama.token, body: { payload: changed } });
    expect(answer.status).toBe(400);
    expect(answer.body.displayMessage).toBe(QR_MESSAGES.damaged);
  });
});

describe('reading a scanned code', () => {
  it("answers a merchant's name and city as the directory has them, the till and a dynamic code's amount", async () => {
    // The code claims another name: the payer is shown the merchant the directory knows.
    const payload = code({ merchantName: 'Totally Real Shop', amount: 2000 });
    const answer = await gateway.call('POST', READ, { token: ama.token, body: { payload } });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({
      payeeKind: 'MERCHANT',
      name: 'Auntie Akos Chop Bar',
      city: 'Kumasi',
      terminalId: 'TILL-02',
      merchantId: 'GHQR-MER-000123',
      category: 'Restaurant',
      kind: 'dynamic',
      amount: '20.00',
      reference: null,
    });
  });

  it("answers another customer's own code with their name masked, static or for one amount", async () => {
    const staticCode = await myCode(kofi);
    const read = readPaymentQr(staticCode);
    expect(read.ok && read.qr).toMatchObject({
      scheme: 'savewin',
      accountId: kofi.accountNumber,
      kind: 'static',
    });
    const answer = await gateway.call<{
      payeeKind: string;
      name: string;
      kind: string;
      amount: string | null;
    }>('POST', READ, { token: ama.token, body: { payload: staticCode } });
    expect(answer.body.result).toMatchObject({ payeeKind: 'CUSTOMER', kind: 'static', amount: null });
    expect(answer.body.result.name).toMatch(/^(\S\*\*\*)( \S\*\*\*)*$/);

    const forAmount = await gateway.call<{ kind: string; amount: string }>('POST', READ, {
      token: ama.token,
      body: { payload: await myCode(kofi, '15.50') },
    });
    expect(forAmount.body.result).toMatchObject({ kind: 'dynamic', amount: '15.50' });
  });

  it('refuses unknown merchants and tills, and a code naming no SAVE & WIN account, with their messages', async () => {
    const cases = [
      [code({ accountId: 'GHQR-MER-999999' }), QR_MESSAGES.merchant],
      [code({ terminalId: 'TILL-99' }), QR_MESSAGES.merchant],
      [writePaymentQr({ ...CHOP_BAR, scheme: 'savewin', accountId: '7000000099999' }), QR_MESSAGES.customer],
    ] as const;
    for (const [payload, message] of cases) {
      const answer = await gateway.call('POST', READ, { token: ama.token, body: { payload } });
      expect(answer.status).toBe(400);
      expect(answer.body.displayMessage).toBe(message);
    }
  });

  it("refuses the customer's own code", async () => {
    const answer = await gateway.call('POST', READ, {
      token: kofi.token,
      body: { payload: await myCode(kofi) },
    });
    expect(answer.body).toEqual({ isSuccess: false, displayMessage: QR_MESSAGES.own, result: null });
  });

  it('needs a signed-in customer', async () => {
    const answer = await gateway.call('POST', READ, { body: { payload: code() } });
    expect(answer.status).toBe(401);
  });
});

describe('paying a merchant', () => {
  it('debits the customer and credits the merchant once, with the step-up, no fee, and names merchant and till', async () => {
    const payload = code({ amount: 2000 });
    const body = payment(ama, payload, '20.00');
    const before = await balanceOf(gateway, ama);
    const collected = await merchantCollected('GHQR-MER-000123');

    // The bearer alone moves nothing.
    const unconfirmed = await gateway.call('POST', PAY, { token: ama.token, body });
    expect(unconfirmed.status).toBe(403);
    expect(await balanceOf(gateway, ama)).toBe(before);

    const answer = await pay(ama, body);
    expect(answer.status).toBe(200);
    expect(answer.body.isSuccess).toBe(true);
    expect(answer.body.displayMessage).toBe('Payment successful');
    expect(answer.body.result).toMatchObject({
      transactionType: 'MERCHANT_PAYMENT',
      status: 'SUCCESSFUL',
      amount: '20.00',
      feeAmount: '0.00',
      destination: 'Auntie Akos Chop Bar',
      destinationAccountNumber: 'GHQR-MER-000123',
      terminalId: 'TILL-02',
      transactionId: body.transactionId,
    });
    expect(await balanceOf(gateway, ama)).toBe((Number(before) - 20).toFixed(2));
    expect((await merchantCollected('GHQR-MER-000123')) - collected).toBe(2000);

    // The same transactionId again: its first answer, no second movement.
    const state = await moneyState();
    const again = await gateway.call('POST', PAY, { token: ama.token, body });
    expect(again.status).toBe(403); // its confirmation was used; a confirmed replay answers the first answer
    const replay = await pay(ama, body);
    expect(replay.body).toEqual(answer.body);
    expect(await moneyState()).toEqual(state);

    // History, notice, receipt and the public check name the merchant and the till.
    const statement = await gateway.call<{ items: Record<string, string>[] }>(
      'GET',
      `/api/transaction-service/statement/${ama.accountNumber}`,
      { token: ama.token },
    );
    const row = statement.body.result.items.find((r) => r.transactionId === body.transactionId);
    expect(row).toMatchObject({
      transactionType: 'MERCHANT_PAYMENT',
      destination: 'Auntie Akos Chop Bar',
      direction: 'DEBIT',
      amount: '20.00',
    });
    const notices = await gateway.call<{ title: string; message: string }[]>('GET', '/api/notifications', {
      token: ama.token,
    });
    expect(notices.body.result).toContainEqual(
      expect.objectContaining({
        title: 'Merchant paid',
        message: 'You paid GH₵20.00 to Auntie Akos Chop Bar (till TILL-02).',
      }),
    );
    const receipt = await gateway.call(
      'GET',
      `/api/transaction-service/transaction/${body.transactionId}/receipt`,
      { token: ama.token },
    );
    const text = await pdfText(receipt);
    expect(text).toContain('Auntie Akos Chop Bar');
    expect(text).toContain('TILL-02');
    expect(text).toContain('MERCHANT PAYMENT');
    const check = await gateway.call<{ receipt: { to: { name: string }; terminalId: string } }>(
      'POST',
      '/api/documents/check',
      { body: { code: String(receipt.headers['x-document-code']) } },
    );
    expect(check.body.result.receipt).toMatchObject({
      to: { name: 'Auntie Akos Chop Bar' },
      terminalId: 'TILL-02',
    });
  });

  it('pays a static code the amount the customer chose', async () => {
    const before = await balanceOf(gateway, ama);
    const answer = await pay(
      ama,
      payment(ama, code({ accountId: 'GHQR-MER-000456', terminalId: 'POS-1' }), '7.25'),
    );
    expect(answer.body.result).toMatchObject({ destination: 'Osu Community Pharmacy', amount: '7.25' });
    expect(await balanceOf(gateway, ama)).toBe((Number(before) - 7.25).toFixed(2));
  });
});

describe('paying from an account', () => {
  it("is refused for another customer's account (403), with or without a confirmation, and moves nothing", async () => {
    const state = await moneyState();
    const body = payment(ama, code({ amount: 2000 }), '20.00');
    const challenge = await gateway.call('POST', CHALLENGE, {
      token: kofi.token,
      body: { operation: 'QR_PAYMENT', qrPayment: body },
    });
    expect(challenge.status).toBe(403);
    const answer = await gateway.call('POST', PAY, { token: kofi.token, body });
    expect(answer.status).toBe(403);
    expect(await moneyState()).toEqual(state);
  });
});

describe("paying another customer's own code", () => {
  it('pays them as money sent to their SAVE & WIN account, the name masked', async () => {
    const payload = await myCode(kofi, '12.00');
    const [amaBefore, kofiBefore] = [await balanceOf(gateway, ama), await balanceOf(gateway, kofi)];
    const body = payment(ama, payload, '12.00');
    const answer = await pay(ama, body);
    expect(answer.body.isSuccess).toBe(true);
    expect(answer.body.result).toMatchObject({
      transactionType: 'BANK_TRANSFER',
      status: 'SUCCESSFUL',
      amount: '12.00',
      destinationAccountNumber: kofi.accountNumber,
    });
    expect(answer.body.result.destination).toMatch(/^(\S\*\*\*)( \S\*\*\*)*$/);
    expect(await balanceOf(gateway, ama)).toBe((Number(amaBefore) - 12).toFixed(2));
    expect(await balanceOf(gateway, kofi)).toBe((Number(kofiBefore) + 12).toFixed(2));
    const state = await moneyState();
    expect((await pay(ama, body)).body).toEqual(answer.body);
    expect(await moneyState()).toEqual(state);
  });
});

describe('what is never paid: refused with its message, nothing written', () => {
  const damaged = () => code({ amount: 2000 }).replace('Kumasi', 'Kumasl');
  const currency = () => resign(code({ amount: 2000 }).replace('5303936', '5303840'));
  const country = () => resign(code({ amount: 2000 }).replace('5802GH', '5802NG'));

  it.each([
    ['a damaged code (one character changed)', damaged, QR_MESSAGES.damaged],
    ['a code in another currency', currency, QR_MESSAGES.currency],
    ['a code from another country', country, QR_MESSAGES.country],
    ['an unknown merchant', () => code({ accountId: 'GHQR-MER-424242', amount: 2000 }), QR_MESSAGES.merchant],
    ['an unknown till', () => code({ terminalId: 'TILL-09', amount: 2000 }), QR_MESSAGES.merchant],
  ])('%s (400)', async (_what, payloadOf, message) => {
    const state = await moneyState();
    const answer = await pay(ama, payment(ama, payloadOf(), '20.00'));
    expect(answer.status).toBe(400);
    expect(answer.body.displayMessage).toBe(message);
    expect(await moneyState()).toEqual(state);
  });

  it.each([
    [
      "an amount other than a dynamic code's",
      () => ama,
      () => code({ amount: 2000 }),
      '25.00',
      'This QR code asks for GH₵20.00. Pay that amount, or ask for a new code.',
    ],
    [
      'an amount over the daily limit',
      () => efua,
      () => code({ amount: 1000 }),
      '10.00',
      /^This amount would take you over your daily limit of GH₵15,000\.00\. You can still move GH₵5\.00 today\.$/,
    ],
    [
      'more than the balance',
      () => kofi,
      () => code({ amount: 2000 }),
      '20.00',
      /^Insufficient balance\. Your available balance is GH₵[\d.,]+ and this payment needs GH₵20\.00\.$/,
    ],
    ['their own code', () => kofi, () => '', '1.00', QR_MESSAGES.own],
  ])('%s', async (_what, whoOf, payloadOf, amount, message) => {
    const who = whoOf();
    const payload = payloadOf() || (await myCode(who));
    const state = await moneyState();
    const answer = await pay(who, payment(who, payload, amount));
    expect(answer.status).toBe(200);
    expect(answer.body.isSuccess).toBe(false);
    expect(answer.body.result).toBeNull();
    if (typeof message === 'string') expect(answer.body.displayMessage).toBe(message);
    else expect(answer.body.displayMessage).toMatch(message);
    expect(await moneyState()).toEqual(state);
  });
});
