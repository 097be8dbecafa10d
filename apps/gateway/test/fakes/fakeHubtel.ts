// A fake Hubtel Commission Services API written from Hubtel's documentation: HTTP Basic
// (API id : API key), /commissionservices/{prepaidDepositId}/{serviceId} for the account query (GET
// ?destination=) and the payment (POST { Destination, Amount, CallbackUrl, ClientReference,
// Extradata }), answers { ResponseCode, Message, Data }, 0000 done / 0001 pending (callback to
// CallbackUrl later) / other codes refused, and the transaction status check
// /transactions/{prepaidDepositId}/status?clientReference=.
//
// Test destinations (last four digits): 0000 is unknown to the biller (4010); a payment to 9999
// ends failed (callback 2001); 7777 is paid at once (0000); anything else pends and then succeeds.
// With autoCallbackMs, a payment to 3333 is reported as GHS 0.01 (misreport does it by hand); a
// payment to 6666 is paid and refunded a moment later (a late reversal), one to 2222 fails and is
// paid a moment later (a late success), each with a second callback. Hubtel's answers name no
// currency (a GHS prepaid deposit account), so a wrong currency cannot be told by Hubtel.
// Provider faults, by hand: misreport, hideStatus (status checks answer 404 for a payment Hubtel
// has: a retry refused as a duplicate before the first is indexed), stall (slow steps, from
// fakeServer), finish with an outcome, again on a finished payment for late news.
// A data service lists two bundles: DATA1GB (GHS 5) and DATA5GB (GHS 20).
import { randomUUID } from 'node:crypto';

import { deliverCallback, startFakeServer, type FakeServer } from './fakeServer';

export const FAKE_HUBTEL = { apiId: 'fake-api-id', apiKey: 'fake-api-key', depositId: '2020123' } as const;
/** The fake's service ids, one per biller of the catalogue (real ids come from Hubtel). */
export const FAKE_HUBTEL_SERVICES = {
  'MTN-AIRTIME': 'fdd76c884e614b1c8f669a3207b09a98',
  'TELECEL-AIRTIME': 'f4be83ad74c742e185224fdae1304800',
  'AT-AIRTIME': 'dae2142eb5a14c298eace60240c09e4b',
  'MTN-DATA': 'b230733cd56b4a0fad820e39f66bc27c',
  'TELECEL-DATA': 'fa27127ba039455da04a2ac8a1613e00',
  'AT-DATA': '06abd92da459428496967612463575ca',
  'ECG-PREPAID': 'e6d6bac062b5499cb1ece1ac3d742a84',
  'NEDCO-PREPAID': '1cfe4d3e0a7a4ab4a5a4cf2b5a8f1c11',
  GWL: '6c1e8a1ebe2e4d1b8f3a0c1e0b6b9d22',
  DSTV: '297a96656b5846ad8b00d5d41b256ea7',
  GOTV: 'e6ceac7f3880435cb30b048e9617eb41',
  STARTIMES: '6598652d34ea4112949c93c079c59ce0',
} as const;

interface Payment {
  clientReference: string;
  transactionId: string;
  destination: string;
  amount: number;
  serviceId: string;
  extradata: Record<string, unknown>;
  callbackUrl: string;
  status: 'Paid' | 'Unpaid' | 'Pending' | 'Refunded';
}

export interface FakeHubtel extends FakeServer {
  payments: Map<string, Payment>;
  /**
   * Finishes a payment and answers the callback Hubtel would POST (body and URL): paid, unless the
   * destination ends 9999 or `outcome` says otherwise. Again on a finished payment it is late
   * news: 'Refunded' after it was paid (a late reversal), 'Paid' after it failed (a late success).
   */
  finish(clientReference: string, outcome?: 'Paid' | 'Unpaid' | 'Refunded'): { rawBody: string; url: URL };
  /** Makes the status check and callback about the payment say another amount (cedis) than was paid. */
  misreport(clientReference: string, amount: number): void;
  /** The next `count` status checks answer 404 even for a payment Hubtel has (not indexed yet). */
  hideStatus(count: number): void;
  /**
   * Late news: Hubtel's status check now says the finished payment was refunded (after it was
   * paid) or paid (after it failed).
   */
  changeStatus(clientReference: string, status: 'Paid' | 'Refunded'): void;
}

const DATA_SERVICES = new Set<string>([
  FAKE_HUBTEL_SERVICES['MTN-DATA'],
  FAKE_HUBTEL_SERVICES['TELECEL-DATA'],
  FAKE_HUBTEL_SERVICES['AT-DATA'],
]);
const KNOWN_SERVICES = new Set<string>(Object.values(FAKE_HUBTEL_SERVICES));
const BUNDLES = [
  { Display: '1GB', Value: 'DATA1GB', Amount: 5 },
  { Display: '5GB', Value: 'DATA5GB', Amount: 20 },
];

export interface FakeHubtelOptions {
  /** The fake-providers script: finish pending payments this long after and POST the callback. */
  autoCallbackMs?: number;
  report?: (line: string) => void;
}

export async function startFakeHubtel(options: FakeHubtelOptions = {}): Promise<FakeHubtel> {
  const payments = new Map<string, Payment>();
  const misreported = new Map<string, number>();
  let hidden = 0;
  const basic = `Basic ${Buffer.from(`${FAKE_HUBTEL.apiId}:${FAKE_HUBTEL.apiKey}`).toString('base64')}`;
  const reply = (ResponseCode: string, Message: string, Data: unknown = null, status = 200) => ({
    status,
    body: { ResponseCode, Message, Data },
  });

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== basic) return reply('4101', 'Unauthorized', null, 401);
    const service = /^\/commissionservices\/([^/]+)\/([^/]+)$/.exec(request.path);
    if (service) {
      const [, depositId, serviceId] = service;
      if (depositId !== FAKE_HUBTEL.depositId) return reply('4103', 'Permission denied', null, 403);
      if (!KNOWN_SERVICES.has(serviceId ?? '')) return reply('4000', 'Service not found', null, 404);
      if (request.method === 'GET') {
        const destination = request.query.get('destination') ?? '';
        if (!destination || destination.endsWith('0000')) return reply('4010', 'Invalid destination');
        if (DATA_SERVICES.has(serviceId ?? '')) return reply('0000', 'Success', BUNDLES);
        return reply('0000', 'Success', [{ Display: 'Name', Value: 'Esi Appiah', Amount: 0 }]);
      }
      const body = (request.json ?? {}) as Record<string, unknown>;
      const { Destination, Amount, CallbackUrl, ClientReference } = body;
      if (
        typeof Destination !== 'string' ||
        typeof Amount !== 'number' ||
        Amount <= 0 ||
        typeof CallbackUrl !== 'string'
      ) {
        return reply('4000', 'Validation error');
      }
      if (typeof ClientReference !== 'string' || !/^[A-Za-z0-9]{1,32}$/.test(ClientReference)) {
        return reply('4000', 'Invalid ClientReference');
      }
      if (payments.has(ClientReference)) return reply('4000', 'Duplicate ClientReference');
      const extradata = (body.Extradata ?? {}) as Record<string, unknown>;
      if (
        DATA_SERVICES.has(serviceId ?? '') &&
        !BUNDLES.some((b) => b.Value === extradata.bundle && b.Amount === Amount)
      ) {
        return reply('4000', 'Invalid bundle');
      }
      const immediate = Destination.endsWith('7777');
      const payment: Payment = {
        clientReference: ClientReference,
        transactionId: randomUUID().replace(/-/g, ''),
        destination: Destination,
        amount: Amount,
        serviceId: serviceId ?? '',
        extradata,
        callbackUrl: CallbackUrl,
        status: immediate ? 'Paid' : 'Pending',
      };
      payments.set(ClientReference, payment);
      if (options.autoCallbackMs !== undefined && Destination.endsWith('3333'))
        misreported.set(ClientReference, 0.01);
      if (!immediate && options.autoCallbackMs !== undefined) {
        const after = options.autoCallbackMs;
        const finishLater = (ms: number, outcome?: 'Paid' | 'Unpaid' | 'Refunded') =>
          setTimeout(() => {
            const callback = fake.finish(ClientReference, outcome);
            deliverCallback(callback.url.toString(), callback.rawBody, {}, options.report);
          }, ms).unref();
        finishLater(after, Destination.endsWith('2222') ? 'Unpaid' : undefined);
        // Late news, with a second callback.
        if (Destination.endsWith('6666')) finishLater(2 * after, 'Refunded');
        if (Destination.endsWith('2222')) finishLater(2 * after, 'Paid');
      }
      const data = {
        ClientReference,
        Amount,
        TransactionId: payment.transactionId,
        Meta: { Commission: '0.05' },
      };
      return immediate
        ? reply('0000', 'Successful', data)
        : reply('0001', 'Transaction pending. Expect callback request for final state', data);
    }
    const status = /^\/transactions\/([^/]+)\/status$/.exec(request.path);
    if (request.method === 'GET' && status) {
      const payment = payments.get(request.query.get('clientReference') ?? '');
      const unindexed = payment !== undefined && hidden > 0 && hidden-- > 0;
      if (!payment || unindexed)
        return { status: 404, body: { message: 'Not found', responseCode: '4040', data: null } };
      return {
        status: 200,
        body: {
          message: 'Successful',
          responseCode: '0000',
          data: {
            status: payment.status,
            transactionId: payment.transactionId,
            clientReference: payment.clientReference,
            amount: misreported.get(payment.clientReference) ?? payment.amount,
          },
        },
      };
    }
    return reply('4000', 'Not found', null, 404);
  });

  const fake: FakeHubtel = Object.assign(server, {
    payments,
    misreport(clientReference: string, amount: number) {
      misreported.set(clientReference, amount);
    },
    hideStatus(count: number) {
      hidden = count;
    },
    changeStatus(clientReference: string, status: 'Paid' | 'Refunded') {
      const payment = payments.get(clientReference);
      if (!payment) throw new Error(`no payment ${clientReference}`);
      payment.status = status;
    },
    finish(clientReference: string, outcome?: 'Paid' | 'Unpaid' | 'Refunded') {
      const payment = payments.get(clientReference);
      if (!payment) throw new Error(`no payment ${clientReference}`);
      payment.status = outcome ?? (payment.destination.endsWith('9999') ? 'Unpaid' : 'Paid');
      const failed = payment.status !== 'Paid';
      const rawBody = JSON.stringify({
        ResponseCode: failed ? '2001' : '0000',
        Message: failed ? 'Transaction failed' : 'success',
        Data: {
          AmountDebited: failed ? 0 : payment.amount,
          TransactionId: payment.transactionId,
          ClientReference: clientReference,
          Description: failed ? 'Failed' : 'Successful',
          Amount: misreported.get(clientReference) ?? payment.amount,
          Meta: { Commission: '0.05' },
        },
      });
      return { rawBody, url: new URL(payment.callbackUrl) };
    },
  });
  return fake;
}
