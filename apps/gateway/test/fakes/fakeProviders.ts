// Every fake provider at once, as live mode needs them: MTN MoMo, Paystack, Arkesel, Smile ID,
// Hubtel and drand, each finishing what it is asked a moment later by itself (as the payer, the
// network or the checker would) and calling the gateway back where the provider would. Used by
// the fake-providers script, `npm run start:fakes` and the live journey test. `env` is what a live
// gateway needs to reach them (the gateway's own secrets are the caller's).
//
// Test numbers: a number or account ending 9999 is declined or fails; 0000 has no wallet or
// account. Ghana Card GHA-…-9 does not match the selfie; any other card number matches.
import { createServer, type Server } from 'node:http';

import { FAKE_ARKESEL_KEY, startFakeArkesel, type FakeArkesel } from './fakeArkesel';
import { startFakeDrand, type FakeDrand } from './fakeDrand';
import { FAKE_HUBTEL, FAKE_HUBTEL_SERVICES, startFakeHubtel, type FakeHubtel } from './fakeHubtel';
import { startFakeMtn, type FakeMtn } from './fakeMtn';
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from './fakePaystack';
import { FAKE_SMILE_KEY, FAKE_SMILE_PARTNER, startFakeSmileId, type FakeSmileId } from './fakeSmileId';

export const FAKE_MTN = {
  targetEnvironment: 'mtnghana',
  collection: {
    subscriptionKey: 'fake-mtn-collection-subscription-key',
    apiUser: '6f2a9c1e-3b7d-4e58-9a0c-1d2e3f405162',
    apiKey: 'fake-mtn-collection-api-key',
  },
  disbursement: {
    subscriptionKey: 'fake-mtn-disbursement-subscription-key',
    apiUser: '0b1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8',
    apiKey: 'fake-mtn-disbursement-api-key',
  },
} as const;

export interface FakeProviders {
  mtn: FakeMtn;
  paystack: FakePaystack;
  arkesel: FakeArkesel;
  smileId: FakeSmileId;
  hubtel: FakeHubtel;
  drand: FakeDrand;
  /** The provider part of a live gateway's environment (base URLs, keys, PUBLIC_URL, CALLBACK_SECRET). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface FakeProvidersOptions {
  /** Where the gateway listens: the fakes call it back there (its PUBLIC_URL). */
  gatewayUrl: string;
  callbackSecret: string;
  /** How long a fake waits before finishing a transaction and calling back (ms). */
  afterMs: number;
  /** Fixed loopback ports from this one on (MTN +1 … drand +6); otherwise any free ports. */
  basePort?: number;
  report?: (line: string) => void;
  onSms?: (sms: { to: string; sender: string; message: string }) => void;
  /**
   * Provider faults to try the gateway with, besides the test numbers (MTN, Paystack and Hubtel):
   * 3333 reported with another amount, 4444 in another currency (MTN EUR, Paystack USD; Hubtel
   * names no currency), 6666 reversed after it succeeded (a late reversal), 2222 succeeded after
   * it failed (a late success). `hideStatus`: how many status requests MTN, Paystack and Hubtel
   * each answer "not found" for a reference they have (a retry refused as a duplicate before the
   * first is visible); `slowMs`: how long they hold every answer (slow steps; past the adapter's
   * deadline the outcome is unknown).
   */
  faults?: { hideStatus?: number; slowMs?: number };
}

/** A loopback port forwarding to a fake, so a printed environment stays the same run to run. */
async function forward(target: string, port: number): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name, value]) => typeof value === 'string' && name !== 'host'),
      ) as Record<string, string>;
      fetch(`${target}${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers,
        ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
      })
        .then(async (response) => {
          res.writeHead(response.status, {
            'content-type': response.headers.get('content-type') ?? 'application/json',
          });
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { server, url: `http://127.0.0.1:${port}` };
}

export async function startFakeProviders(options: FakeProvidersOptions): Promise<FakeProviders> {
  const gateway = options.gatewayUrl.replace(/\/+$/, '');
  const { afterMs, report } = options;
  const fakes = {
    mtn: await startFakeMtn({ ...FAKE_MTN, auto: { afterMs, ...(report ? { report } : {}) } }),
    paystack: await startFakePaystack({
      auto: {
        afterMs,
        webhookUrl: `${gateway}/api/callbacks/paystack/${options.callbackSecret}`,
        ...(report ? { report } : {}),
      },
    }),
    arkesel: await startFakeArkesel(FAKE_ARKESEL_KEY, options.onSms),
    smileId: await startFakeSmileId({ autoCallbackMs: afterMs, ...(report ? { report } : {}) }),
    hubtel: await startFakeHubtel({ autoCallbackMs: afterMs, ...(report ? { report } : {}) }),
    // Live mode accepts only a chain whose key the gateway pins (quicknet). The fake cannot sign
    // today's quicknet rounds, so a draw on it waits (the refusal reported), as it would on a relay
    // serving forged rounds.
    drand: await startFakeDrand({ chain: 'quicknet' }),
  };
  if (options.faults?.hideStatus) {
    fakes.mtn.hideStatus(options.faults.hideStatus);
    fakes.paystack.hideStatus(options.faults.hideStatus);
    fakes.hubtel.hideStatus(options.faults.hideStatus);
  }
  if (options.faults?.slowMs) {
    fakes.mtn.stall(options.faults.slowMs);
    fakes.paystack.stall(options.faults.slowMs);
    fakes.hubtel.stall(options.faults.slowMs);
  }
  const forwarders =
    options.basePort === undefined
      ? []
      : await Promise.all(
          Object.values(fakes).map((fake, index) => forward(fake.url, options.basePort! + index + 1)),
        );
  const urlOf = (index: number, fake: { url: string }) => forwarders[index]?.url ?? fake.url;
  const services = Object.entries(FAKE_HUBTEL_SERVICES)
    .map(([code, id]) => `${code}=${id}`)
    .join(',');
  const hubtel = urlOf(4, fakes.hubtel);
  const env: Record<string, string> = {
    PUBLIC_URL: gateway,
    CALLBACK_SECRET: options.callbackSecret,
    MTN_MOMO_BASE_URL: urlOf(0, fakes.mtn),
    MTN_MOMO_TARGET_ENVIRONMENT: FAKE_MTN.targetEnvironment,
    MTN_MOMO_CURRENCY: 'GHS',
    MTN_MOMO_COLLECTION_SUBSCRIPTION_KEY: FAKE_MTN.collection.subscriptionKey,
    MTN_MOMO_COLLECTION_API_USER: FAKE_MTN.collection.apiUser,
    MTN_MOMO_COLLECTION_API_KEY: FAKE_MTN.collection.apiKey,
    MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: FAKE_MTN.disbursement.subscriptionKey,
    MTN_MOMO_DISBURSEMENT_API_USER: FAKE_MTN.disbursement.apiUser,
    MTN_MOMO_DISBURSEMENT_API_KEY: FAKE_MTN.disbursement.apiKey,
    PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
    PAYSTACK_BASE_URL: urlOf(1, fakes.paystack),
    ARKESEL_API_KEY: FAKE_ARKESEL_KEY,
    ARKESEL_SENDER_ID: 'SAVEWIN',
    ARKESEL_BASE_URL: urlOf(2, fakes.arkesel),
    SMILE_ID_PARTNER_ID: FAKE_SMILE_PARTNER,
    SMILE_ID_API_KEY: FAKE_SMILE_KEY,
    SMILE_ID_BASE_URL: urlOf(3, fakes.smileId),
    HUBTEL_API_ID: FAKE_HUBTEL.apiId,
    HUBTEL_API_KEY: FAKE_HUBTEL.apiKey,
    HUBTEL_PREPAID_DEPOSIT_ID: FAKE_HUBTEL.depositId,
    HUBTEL_SERVICE_IDS: services,
    HUBTEL_BASE_URL: `${hubtel}/commissionservices`,
    HUBTEL_STATUS_BASE_URL: hubtel,
    BEACON_URL: urlOf(5, fakes.drand),
    BEACON_CHAIN_HASH: fakes.drand.chainHash,
  };
  return {
    ...fakes,
    env,
    async close() {
      for (const { server } of forwarders) server.closeAllConnections();
      await Promise.all([
        ...forwarders.map(({ server }) => new Promise<void>((resolve) => server.close(() => resolve()))),
        ...Object.values(fakes).map((fake) => fake.close()),
      ]);
    },
  };
}
