// The Paystack adapters (bank transfers and name enquiry, Telecel/AT mobile money, webhooks)
// against a fake Paystack on loopback written from Paystack's published API reference.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createPaystackBank, liveFromEnv } from '../../src/adapters/bank/paystackBank';
import { MomoRequestRefused, type MomoAdapter } from '../../src/adapters/momo/momo';
import { createPaystackMomo, momoByNetwork } from '../../src/adapters/momo/paystackMomo';
import { paystackReference } from '../../src/adapters/paystack/paystackClient';
import { verifyPaystackWebhook } from '../../src/adapters/paystack/paystackWebhook';
import { ProviderUnavailable } from '../../src/adapters/providerHttp';
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';

const pesewas = (n: number) => n as never;
let fake: FakePaystack;
// A generous deadline for calls that should answer (a cold, busy machine is slow); a short one
// where the fake stalls on purpose.
const QUICK_TIMEOUT_MS = 250;
const options = (timeoutMs = 5_000) => ({ secretKey: FAKE_PAYSTACK_SECRET, baseUrl: fake.url, timeoutMs });
let n = 0;
const txId = () => `0b6f6c1e-3f0a-4d5e-9a51-${String(++n).padStart(12, '0')}`;

beforeAll(async () => {
  fake = await startFakePaystack();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.stall(0);
  fake.failNext(0);
  fake.requests.length = 0;
});

describe('Paystack bank adapter', () => {
  it('resolves an account name with the bearer key, and answers null for an unknown account', async () => {
    const bank = createPaystackBank(options());
    expect(await bank.nameEnquiry('040100', '1234567891')).toBe('AMA OWUSU');
    const call = fake.requests[0]!;
    expect(call.path).toBe('/bank/resolve');
    expect(call.query.get('bank_code')).toBe('040100');
    expect(call.query.get('account_number')).toBe('1234567891');
    expect(call.headers.authorization).toBe(`Bearer ${FAKE_PAYSTACK_SECRET}`);
    expect(await bank.nameEnquiry('040100', '1234560000')).toBeNull();
  });

  it('throws ProviderUnavailable when the name enquiry times out (not "no such account")', async () => {
    fake.stall(1_000);
    await expect(
      createPaystackBank(options(QUICK_TIMEOUT_MS)).nameEnquiry('040100', '1234567891'),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('happy path: a transfer is pending, then the signed transfer.success webhook and the status check say successful', async () => {
    const bank = createPaystackBank(options());
    const transactionId = txId();
    const outcome = await bank.transfer({
      transactionId,
      sortCode: '130100',
      accountNumber: '0012345672',
      amount: pesewas(12_345),
      narration: 'Rent',
    });
    const reference = paystackReference(transactionId);
    expect(outcome).toEqual({ status: 'PENDING', reference });
    const recipient = fake.requests.find((r) => r.path === '/transferrecipient')!.json;
    expect(recipient).toMatchObject({
      type: 'ghipss',
      bank_code: '130100',
      account_number: '0012345672',
      currency: 'GHS',
      name: 'KOFI BOATENG',
    });
    expect(fake.requests.find((r) => r.path === '/transfer')!.json).toMatchObject({
      amount: 12_345,
      currency: 'GHS',
      source: 'balance',
      reference,
      reason: 'Rent',
    });

    const hook = fake.settleTransfer(reference, 'success');
    const parsed = bank.parseWebhook(hook.rawBody, hook.signature);
    expect(parsed).toMatchObject({
      ok: true,
      event: { kind: 'transfer', reference, outcome: { status: 'SUCCESSFUL', reference } },
    });
    // With what Paystack says it paid, for the settlement check.
    expect(await bank.verifyTransfer(transactionId)).toEqual({
      status: 'SUCCESSFUL',
      reference,
      reported: { transactionId, amount: 12_345, currency: 'GHS' },
    });
    const request = {
      transactionId,
      sortCode: '130100',
      accountNumber: '0012345675',
      amount: pesewas(1),
      narration: '',
    };
    expect(await bank.transferStatus(request)).toMatchObject({ status: 'SUCCESSFUL', reference });
    expect(await bank.transferStatus({ ...request, transactionId: txId() })).toEqual({ status: 'NOT_FOUND' });
  });

  it('declined: an unknown account fails before any money moves, an unaffordable transfer is refused', async () => {
    const bank = createPaystackBank(options());
    expect(
      await bank.transfer({
        transactionId: txId(),
        sortCode: '130100',
        accountNumber: '0012340000',
        amount: pesewas(100),
        narration: 'x',
      }),
    ).toEqual({ status: 'FAILED', reason: 'Unknown account.' });
    expect(fake.requests.some((r) => r.path === '/transfer')).toBe(false);

    fake.balance = 50;
    const declined = await bank.transfer({
      transactionId: txId(),
      sortCode: '130100',
      accountNumber: '0012345671',
      amount: pesewas(100),
      narration: 'x',
    });
    fake.balance = 100_000_00;
    expect(declined).toEqual({
      status: 'FAILED',
      reason: 'The transfer was refused by the payment provider.',
    });
  });

  it('declined later: transfer.failed and transfer.reversed webhooks report a failure', async () => {
    const bank = createPaystackBank(options());
    for (const status of ['failed', 'reversed'] as const) {
      const transactionId = txId();
      await bank.transfer({
        transactionId,
        sortCode: '130100',
        accountNumber: '0012345673',
        amount: pesewas(500),
        narration: 'x',
      });
      const hook = fake.settleTransfer(paystackReference(transactionId), status);
      const parsed = bank.parseWebhook(hook.rawBody, hook.signature);
      expect(parsed.ok && parsed.event.kind === 'transfer' && parsed.event.outcome.status).toBe('FAILED');
      expect((await bank.verifyTransfer(transactionId))?.status).toBe('FAILED');
    }
  });

  it('timeout: a transfer Paystack made but whose answer was lost is pending, never successful; a retry sends no second transfer', async () => {
    const bank = createPaystackBank(options());
    const transactionId = txId();
    const reference = paystackReference(transactionId);
    // An account ending 7777 is paid at once: without the stall the answer would be SUCCESSFUL.
    const request = {
      transactionId,
      sortCode: '130100',
      accountNumber: '0012347777',
      amount: pesewas(700),
      narration: 'x',
    };
    fake.stall(1_000, '/transfer');
    const before = fake.balance;
    expect(await createPaystackBank(options(QUICK_TIMEOUT_MS)).transfer(request)).toEqual({
      status: 'PENDING',
      reference,
    });
    expect(fake.transfers.get(reference)).toMatchObject({ amount: 700, status: 'success' });
    fake.stall(0);

    // The retry (outbox) reuses the reference: Paystack refuses a second transfer, and the
    // adapter answers what became of the first.
    expect(await bank.transfer(request)).toMatchObject({
      status: 'SUCCESSFUL',
      reference,
      reported: { amount: 700, currency: 'GHS' },
    });
    expect(fake.balance).toBe(before - 700);
    expect(fake.requests.filter((r) => r.path === '/transfer')).toHaveLength(2);
    // Refused as a duplicate while Paystack's status does not show the first one yet: pending,
    // never failed (a failure would return the money to the customer while Paystack pays).
    fake.hideStatus(1);
    expect(await bank.transfer(request)).toEqual({ status: 'PENDING', reference });
    // With what Paystack says it paid, for the settlement check.
    expect(await bank.verifyTransfer(transactionId)).toEqual({
      status: 'SUCCESSFUL',
      reference,
      reported: { transactionId, amount: 700, currency: 'GHS' },
    });
  });

  it('an account paid at once is reported successful', async () => {
    const transactionId = txId();
    expect(
      await createPaystackBank(options()).transfer({
        transactionId,
        sortCode: '130100',
        accountNumber: '0012347777',
        amount: pesewas(1),
        narration: 'x',
      }),
    ).toMatchObject({
      status: 'SUCCESSFUL',
      reference: paystackReference(transactionId),
      reported: { amount: 1, currency: 'GHS' },
    });
  });

  it('a 5xx or an unreadable answer is pending, and a status check of an unknown reference answers null', async () => {
    const bank = createPaystackBank(options());
    fake.failNext(1, 502);
    const transactionId = txId();
    expect(
      await bank.transfer({
        transactionId,
        sortCode: '130100',
        accountNumber: '0012345675',
        amount: pesewas(100),
        narration: 'x',
      }),
    ).toEqual({ status: 'PENDING', reference: paystackReference(transactionId) });
    expect(await bank.verifyTransfer(txId())).toBeNull();
    fake.stall(1_000);
    await expect(
      createPaystackBank(options(QUICK_TIMEOUT_MS)).verifyTransfer(transactionId),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('Paystack webhooks', () => {
  it('duplicate and late deliveries carry the same idempotency key and the same outcome', async () => {
    const bank = createPaystackBank(options());
    const transactionId = txId();
    await bank.transfer({
      transactionId,
      sortCode: '130100',
      accountNumber: '0012345676',
      amount: pesewas(100),
      narration: 'x',
    });
    const hook = fake.settleTransfer(paystackReference(transactionId), 'success');
    const first = bank.parseWebhook(hook.rawBody, hook.signature);
    const again = bank.parseWebhook(Buffer.from(hook.rawBody), [hook.signature]);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.event.idempotencyKey).toBe(first.event.idempotencyKey);
    expect(again.event).toEqual(first.event);
    // A late transfer.reversed for the same transfer is a different event with its own key.
    const late = fake.settleTransfer(paystackReference(transactionId), 'reversed');
    const lateParsed = bank.parseWebhook(late.rawBody, late.signature);
    expect(lateParsed.ok && lateParsed.event.idempotencyKey).not.toBe(first.event.idempotencyKey);
  });

  it('refuses a bad, missing or other-key signature and a tampered body', () => {
    const body = JSON.stringify({
      event: 'transfer.success',
      data: { id: 1, reference: 'abcdefghijklmnop' },
    });
    const missing = verifyPaystackWebhook(body, undefined, FAKE_PAYSTACK_SECRET);
    expect(missing).toEqual({ ok: false, reason: 'bad-signature' });
    const other = verifyPaystackWebhook(body, 'ab'.repeat(64), FAKE_PAYSTACK_SECRET);
    expect(other).toEqual({ ok: false, reason: 'bad-signature' });
    const hook = fake.settleTransfer([...fake.transfers.keys()][0]!, 'success');
    const tampered = hook.rawBody.replace('"success"', '"failed"');
    expect(verifyPaystackWebhook(tampered, hook.signature, FAKE_PAYSTACK_SECRET)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyPaystackWebhook(hook.rawBody, hook.signature, 'sk_test_another')).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(verifyPaystackWebhook(hook.rawBody, hook.signature.toUpperCase(), FAKE_PAYSTACK_SECRET).ok).toBe(
      true,
    );
  });
});

describe('Paystack mobile money (Telecel, AT)', () => {
  it('looks up a wallet name with the network bank code, and pays a wallet through a mobile_money recipient', async () => {
    const momo = createPaystackMomo(options());
    expect(await momo.lookupName('0201234562', 'TELECEL')).toBe('KOFI BOATENG');
    expect(fake.requests[0]!.query.get('bank_code')).toBe('VOD');
    expect(await momo.lookupName('0261230000', 'AT')).toBeNull();
    const transactionId = txId();
    expect(
      (
        await momo.disburse({
          transactionId,
          phoneNumber: '0261234561',
          network: 'AT',
          amount: pesewas(900),
          narration: 'Payout',
        })
      ).status,
    ).toBe('PENDING');
    expect(fake.requests.find((r) => r.path === '/transferrecipient')!.json).toMatchObject({
      type: 'mobile_money',
      bank_code: 'ATL',
      account_number: '0261234561',
    });
    fake.settleTransfer(paystackReference(transactionId), 'success');
    expect((await momo.verifyDisbursement(transactionId))?.status).toBe('SUCCESSFUL');
  });

  it('a collection prompts the phone; charge.success (signed) and the status check report it paid', async () => {
    const momo = createPaystackMomo(options());
    const transactionId = txId();
    const { promptId } = await momo.requestCollection({
      transactionId,
      phoneNumber: '0201234567',
      network: 'TELECEL',
      amount: pesewas(2_000),
      narration: 'Deposit',
    });
    expect(promptId).toBe(paystackReference(transactionId));
    expect(fake.requests.at(-1)!.json).toMatchObject({
      amount: 2_000,
      reference: promptId,
      mobile_money: { phone: '0201234567', provider: 'vod' },
    });
    expect(await momo.checkCollection(transactionId)).toMatchObject({ status: 'PENDING', amount: 2_000 });
    const asked = {
      transactionId,
      phoneNumber: '0201234567',
      network: 'TELECEL' as const,
      amount: pesewas(2_000),
      narration: 'Deposit',
    };
    expect(await momo.collectionStatus(asked)).toEqual({ status: 'PENDING' });
    const hook = fake.settleCharge(promptId, 'success')!;
    const parsed = verifyPaystackWebhook(hook.rawBody, hook.signature, FAKE_PAYSTACK_SECRET);
    expect(parsed).toMatchObject({
      ok: true,
      event: { kind: 'charge', reference: promptId, status: 'SUCCESSFUL', amount: 2_000 },
    });
    expect(await momo.checkCollection(transactionId)).toMatchObject({ status: 'SUCCESSFUL', amount: 2_000 });
    // The status carries what Paystack says it collected, for the settlement check to compare.
    expect(await momo.collectionStatus(asked)).toEqual({
      status: 'SUCCESSFUL',
      reference: promptId,
      reported: { transactionId, amount: 2_000, currency: 'GHS' },
    });
    expect(await momo.collectionStatus({ ...asked, transactionId: txId() })).toEqual({ status: 'NOT_FOUND' });
  });

  it('declined collections are refused; a timeout is not a refusal', async () => {
    const momo = createPaystackMomo(options());
    const base = { network: 'AT' as const, amount: pesewas(100), narration: 'x' };
    await expect(
      momo.requestCollection({ ...base, transactionId: txId(), phoneNumber: '0261230000' }),
    ).rejects.toBeInstanceOf(MomoRequestRefused);
    const voucher = momo.requestCollection({ ...base, transactionId: txId(), phoneNumber: '0261235555' });
    await expect(voucher).rejects.toBeInstanceOf(MomoRequestRefused);
    await expect(voucher).rejects.toMatchObject({
      customerMessage:
        'AT Money asks for a voucher to approve this payment, which SAVE & WIN cannot take yet. Please pay from another wallet.',
    });
    fake.stall(1_000);
    const timedOut = { ...base, transactionId: txId(), phoneNumber: '0261234567' };
    await expect(
      createPaystackMomo(options(QUICK_TIMEOUT_MS)).requestCollection(timedOut),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.stall(0);
    // The retry is refused as a duplicate while Paystack's status does not show the first charge
    // yet: the prompt went out, so it is accepted (pending), never a refusal that fails the deposit.
    fake.hideStatus(1);
    expect(await momo.requestCollection(timedOut)).toEqual({
      promptId: paystackReference(timedOut.transactionId),
    });
  });

  it('momoByNetwork sends MTN to the MTN adapter and the other networks to Paystack', async () => {
    const calls: string[] = [];
    const stub = (name: string): MomoAdapter => ({
      requestCollection: async () => (calls.push(`${name}:collect`), { promptId: name }),
      disburse: async () => (calls.push(`${name}:disburse`), { status: 'PENDING', reference: name }),
      lookupName: async () => (calls.push(`${name}:lookup`), name),
    });
    const momo = momoByNetwork(stub('mtn'), stub('paystack'));
    await momo.lookupName('0241234567', 'MTN');
    await momo.lookupName('0201234567', 'TELECEL');
    await momo.disburse({
      transactionId: 'x',
      phoneNumber: '0261234567',
      network: 'AT',
      amount: pesewas(1),
      narration: '',
    });
    expect(calls).toEqual(['mtn:lookup', 'paystack:lookup', 'paystack:disburse']);
  });
});

describe('liveFromEnv (bank)', () => {
  it('names the missing variable, and builds the adapter when the secret key is set', () => {
    expect(liveFromEnv({})).toEqual({ missing: ['PAYSTACK_SECRET_KEY is not set'] });
    expect(liveFromEnv({ PAYSTACK_SECRET_KEY: '  ' })).toEqual({
      missing: ['PAYSTACK_SECRET_KEY is not set'],
    });
    const built = liveFromEnv({ PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET, PAYSTACK_BASE_URL: fake.url });
    expect('adapter' in built && built.adapter.kind).toBe('live');
  });
});

describe('Paystack with a refused secret key', () => {
  it('is a fault to report, not "no such account", and a transfer stays pending rather than failing on a false reason', async () => {
    const bank = createPaystackBank({ ...options(), secretKey: 'sk_test_wrong' });
    await expect(bank.nameEnquiry('040100', '1234567891')).rejects.toThrow(/HTTP 401: Invalid key/);
    const transactionId = txId();
    expect(
      await bank.transfer({
        transactionId,
        sortCode: '130100',
        accountNumber: '0012345671',
        amount: pesewas(100),
        narration: 'x',
      }),
    ).toEqual({ status: 'PENDING', reference: paystackReference(transactionId) });
  });
});

describe('fake Paystack delivering webhooks by itself (the fake-providers script)', () => {
  it('POSTs a webhook over loopback whose x-paystack-signature verifies and whose outcome matches', async () => {
    const received: { body: string; signature: string | undefined }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const signature = req.headers['x-paystack-signature'];
        received.push({ body, signature: typeof signature === 'string' ? signature : undefined });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks/paystack`;
    const auto = await startFakePaystack({ auto: { afterMs: 10, webhookUrl } });
    try {
      const bank = createPaystackBank({
        secretKey: FAKE_PAYSTACK_SECRET,
        baseUrl: auto.url,
        timeoutMs: 1_000,
      });
      const ok = txId();
      const failing = txId();
      await bank.transfer({
        transactionId: ok,
        sortCode: '130100',
        accountNumber: '0012345671',
        amount: pesewas(100),
        narration: 'x',
      });
      await bank.transfer({
        transactionId: failing,
        sortCode: '130100',
        accountNumber: '0012349999',
        amount: pesewas(100),
        narration: 'x',
      });
      await expect.poll(() => received.length, { timeout: 5_000 }).toBe(2);
      const outcomes = Object.fromEntries(
        received.map(({ body, signature }) => {
          const parsed = verifyPaystackWebhook(body, signature, FAKE_PAYSTACK_SECRET);
          if (!parsed.ok || parsed.event.kind !== 'transfer') throw new Error('unexpected webhook');
          return [parsed.event.reference, parsed.event.outcome.status];
        }),
      );
      expect(outcomes).toEqual({
        [paystackReference(ok)]: 'SUCCESSFUL',
        [paystackReference(failing)]: 'FAILED',
      });
    } finally {
      await auto.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
