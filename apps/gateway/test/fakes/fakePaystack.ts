// A fake Paystack (https://api.paystack.co) written from Paystack's published API reference and
// OpenAPI document: bearer secret key on every call (401 "Invalid key" otherwise), envelopes
// { status, message, data }, GET /bank/resolve, POST /transferrecipient (a known account answers
// the existing recipient), POST /transfer (a reused reference is refused), GET
// /transfer/verify/:reference (404 when unknown), POST /charge with mobile_money and GET
// /charge/:reference, and webhooks signed as Paystack signs them (x-paystack-signature: hex
// HMAC-SHA512 of the raw body with the secret key).
//
// Test accounts (last four digits): 0000 cannot be resolved (and a charge to it is refused);
// 5555 a charge needs a voucher (send_otp); anything else resolves to a name derived from it.
// Transfers start 'pending' until the test settles them (settleTransfer), as Paystack's do,
// except to an account ending 7777, which Paystack reports 'success' at once. With `auto`, a
// transfer to or charge from a number ending 3333 is reported as 1 pesewa and 4444 in USD
// (misreport by hand); a transfer to 6666 succeeds and is reversed a moment later
// (transfer.reversed, a late reversal); a transfer to or charge from 2222 fails and succeeds a
// moment later (a late success, with its webhook).
//
// Provider faults, by hand: misreport, hideStatus (status requests answer 404 for a reference
// Paystack has: a retry refused as a duplicate before the first is indexed), stall (slow steps, from
// fakeServer), settleTransfer / settleCharge again on a finished one (late news).
import { signPaystackBody } from '../../src/adapters/paystack/paystackWebhook';

import {
  deliverCallback,
  startFakeServer,
  type FakeReply,
  type FakeServer,
  type RecordedRequest,
} from './fakeServer';

export const FAKE_PAYSTACK_SECRET = 'sk_test_fake0000000000000000000000000000000';

interface Transfer {
  id: number;
  reference: string;
  transfer_code: string;
  amount: number;
  recipient: string;
  status: string;
  reason: string;
}

interface Charge {
  id: number;
  reference: string;
  amount: number;
  status: string;
}

export interface FakePaystack extends FakeServer {
  /** Pesewas available for transfers. */
  balance: number;
  transfers: Map<string, Transfer>;
  charges: Map<string, Charge>;
  /** Finishes a transfer and answers the webhook Paystack would send for it. */
  settleTransfer(
    reference: string,
    status: 'success' | 'failed' | 'reversed',
  ): { rawBody: string; signature: string };
  /**
   * Makes every later answer and webhook about the reference (transfer or charge) say other
   * figures than were asked, e.g. { amount: 101 } or { currency: 'USD' }.
   */
  misreport(reference: string, fields: Record<string, unknown>): void;
  /**
   * The next `count` status requests (transfer verify, charge check) answer 404 even for a
   * reference Paystack has: a first request not indexed yet when its retry is refused as a duplicate.
   */
  hideStatus(count: number): void;
  /** Finishes a charge; Paystack sends charge.success for a paid one and nothing for a failed one. */
  settleCharge(
    reference: string,
    status: 'success' | 'failed',
  ): { rawBody: string; signature: string } | null;
}

const NAMES = ['KWAME MENSAH', 'AMA OWUSU', 'KOFI BOATENG', 'AKOSUA ASANTE', 'YAW ADDO'];

function nameOf(accountNumber: string): string {
  return NAMES[Number(accountNumber.slice(-1)) % NAMES.length] ?? 'KWAME MENSAH';
}

export interface FakePaystackOptions {
  secret?: string;
  /**
   * The fake-providers script: finish transfers and charges by themselves after `afterMs` (an
   * account or phone ending 9999 fails) and POST the signed webhook to `webhookUrl`.
   */
  auto?: { afterMs: number; webhookUrl: string; report?: (line: string) => void };
}

export async function startFakePaystack(options: FakePaystackOptions = {}): Promise<FakePaystack> {
  const secret = options.secret ?? FAKE_PAYSTACK_SECRET;
  const auto = options.auto;
  const later = (act: () => { rawBody: string; signature: string } | null, after = 1) => {
    if (!auto) return;
    setTimeout(() => {
      const hook = act();
      if (hook)
        deliverCallback(
          auto.webhookUrl,
          hook.rawBody,
          { 'x-paystack-signature': hook.signature },
          auto.report,
        );
    }, auto.afterMs * after).unref();
  };
  const transfers = new Map<string, Transfer>();
  const charges = new Map<string, Charge>();
  const misreports = new Map<string, Record<string, unknown>>();
  const as = (reference: string) => misreports.get(reference) ?? {};
  let hidden = 0;
  /** Whether this status request answers "not found" although the reference exists (hideStatus). */
  const unindexed = () => (hidden > 0 ? (hidden--, true) : false);
  const recipients = new Map<string, string>();
  const accountOf = new Map<string, string>();
  let nextId = 1000;
  const ok = (data: unknown, status = 200): FakeReply => ({
    status,
    body: { status: true, message: 'ok', data },
  });
  const no = (status: number, message: string): FakeReply => ({ status, body: { status: false, message } });

  function handle(request: RecordedRequest): FakeReply {
    if (request.headers.authorization !== `Bearer ${secret}`) return no(401, 'Invalid key');
    const body = (request.json ?? {}) as Record<string, unknown>;
    const { method, path } = request;

    if (method === 'GET' && path === '/bank/resolve') {
      const accountNumber = request.query.get('account_number') ?? '';
      const bankCode = request.query.get('bank_code') ?? '';
      if (!accountNumber || !bankCode || accountNumber.endsWith('0000')) {
        return no(422, 'Could not resolve account name. Check parameters or try again.');
      }
      return ok({ account_number: accountNumber, account_name: nameOf(accountNumber), bank_id: 1 });
    }

    if (method === 'POST' && path === '/transferrecipient') {
      for (const field of ['type', 'name', 'account_number', 'bank_code']) {
        if (typeof body[field] !== 'string' || body[field] === '') return no(400, `${field} is required`);
      }
      if (!['ghipss', 'mobile_money'].includes(body.type as string) || body.currency !== 'GHS') {
        return no(400, 'Recipient type is not supported for this currency');
      }
      const key = `${String(body.bank_code)}:${String(body.account_number)}`;
      const code = recipients.get(key) ?? `RCP_${(nextId++).toString(36)}`;
      recipients.set(key, code);
      accountOf.set(code, String(body.account_number));
      return ok(
        {
          active: true,
          currency: 'GHS',
          name: body.name,
          recipient_code: code,
          type: body.type,
          details: {
            account_number: body.account_number,
            account_name: body.name,
            bank_code: body.bank_code,
          },
        },
        201,
      );
    }

    if (method === 'POST' && path === '/transfer') {
      const reference = body.reference;
      if (typeof reference !== 'string' || !/^[a-z0-9_-]{16,50}$/.test(reference)) {
        return no(400, 'Invalid transfer reference');
      }
      if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount <= 0) {
        return no(400, 'Invalid amount');
      }
      if (![...recipients.values()].includes(body.recipient as string)) return no(400, 'Invalid recipient');
      if (transfers.has(reference)) return no(400, 'Duplicate Transfer Reference');
      if (body.amount > fake.balance) return no(400, 'Your balance is not enough to fulfil this request');
      fake.balance -= body.amount;
      const transfer: Transfer = {
        id: nextId++,
        reference,
        transfer_code: `TRF_${(nextId++).toString(36)}`,
        amount: body.amount,
        recipient: body.recipient as string,
        status: accountOf.get(String(body.recipient))?.endsWith('7777') ? 'success' : 'pending',
        reason: typeof body.reason === 'string' ? body.reason : '',
      };
      transfers.set(reference, transfer);
      const account = accountOf.get(transfer.recipient) ?? '';
      if (auto && account.endsWith('3333')) misreports.set(reference, { amount: 1 });
      if (auto && account.endsWith('4444')) misreports.set(reference, { currency: 'USD' });
      if (transfer.status === 'pending') {
        const failing = account.endsWith('9999') || account.endsWith('2222');
        later(() => fake.settleTransfer(reference, failing ? 'failed' : 'success'));
        // Late news: a reversal after success, or a success after failure, with its webhook.
        if (account.endsWith('6666')) later(() => fake.settleTransfer(reference, 'reversed'), 2);
        if (account.endsWith('2222')) later(() => fake.settleTransfer(reference, 'success'), 2);
      }
      return ok({ ...transfer, currency: 'GHS', source: 'balance' });
    }

    const verify = /^\/transfer\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verify) {
      const transfer = transfers.get(decodeURIComponent(verify[1] ?? ''));
      if (transfer && unindexed()) return no(404, 'Transfer not found');
      return transfer
        ? ok({ ...transfer, currency: 'GHS', ...as(transfer.reference) })
        : no(404, 'Transfer not found');
    }

    if (method === 'POST' && path === '/charge') {
      const mobile = body.mobile_money as { phone?: unknown; provider?: unknown } | undefined;
      const reference = body.reference;
      if (typeof body.email !== 'string' || !body.email.includes('@')) return no(400, 'Email is required');
      if (typeof body.amount !== 'number' || body.amount <= 0) return no(400, 'Invalid amount');
      if (typeof reference !== 'string') return no(400, 'Reference is required');
      if (
        !mobile ||
        typeof mobile.phone !== 'string' ||
        !['mtn', 'vod', 'atl'].includes(String(mobile.provider))
      ) {
        return no(400, 'Invalid mobile money details');
      }
      if (charges.has(reference)) return no(400, 'Duplicate Transaction Reference');
      if (mobile.phone.endsWith('0000')) return no(400, 'Charge attempt failed');
      const status = mobile.phone.endsWith('5555') ? 'send_otp' : 'pay_offline';
      charges.set(reference, { id: nextId++, reference, amount: body.amount, status: 'pending' });
      const phone = mobile.phone;
      if (auto && phone.endsWith('3333')) misreports.set(reference, { amount: 1 });
      if (auto && phone.endsWith('4444')) misreports.set(reference, { currency: 'USD' });
      if (status === 'pay_offline') {
        const failing = phone.endsWith('9999') || phone.endsWith('2222');
        later(() => fake.settleCharge(reference, failing ? 'failed' : 'success'));
        // A late success: the charge Paystack failed is reported paid, with charge.success.
        if (phone.endsWith('2222')) later(() => fake.settleCharge(reference, 'success'), 2);
      }
      return ok({
        reference,
        status,
        display_text: 'Please complete authorization process on your mobile number',
      });
    }

    const chargeCheck = /^\/charge\/([^/]+)$/.exec(path);
    if (method === 'GET' && chargeCheck) {
      const charge = charges.get(decodeURIComponent(chargeCheck[1] ?? ''));
      if (charge && unindexed()) return no(404, 'Transaction not found');
      return charge
        ? ok({ ...charge, currency: 'GHS', channel: 'mobile_money', ...as(charge.reference) })
        : no(404, 'Transaction not found');
    }
    return no(404, 'Not found');
  }

  const server = await startFakeServer(handle);
  function webhook(event: string, data: unknown) {
    const rawBody = JSON.stringify({ event, data });
    return { rawBody, signature: signPaystackBody(rawBody, secret) };
  }
  const fake: FakePaystack = Object.assign(server, {
    balance: 100_000_00,
    transfers,
    charges,
    settleTransfer(reference: string, status: 'success' | 'failed' | 'reversed') {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`no transfer ${reference}`);
      transfer.status = status;
      return webhook(`transfer.${status}`, { ...transfer, currency: 'GHS', ...as(reference) });
    },
    misreport(reference: string, fields: Record<string, unknown>) {
      misreports.set(reference, fields);
    },
    hideStatus(count: number) {
      hidden = count;
    },
    settleCharge(reference: string, status: 'success' | 'failed') {
      const charge = charges.get(reference);
      if (!charge) throw new Error(`no charge ${reference}`);
      charge.status = status;
      if (status !== 'success') return null;
      return webhook('charge.success', {
        ...charge,
        currency: 'GHS',
        channel: 'mobile_money',
        ...as(reference),
      });
    },
  });
  return fake;
}
