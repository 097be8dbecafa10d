// The fake providers on fixed loopback ports, for starting the gateway in live mode without the
// internet: Paystack, Arkesel, Smile ID and Hubtel as their tests use them, finishing transfers,
// charges, KYC jobs and bill payments by themselves a moment later and POSTing the signed
// callbacks to the gateway, and printing every SMS (so a person can read the OTP). Prints the
// environment to give the gateway. Run: npx tsx apps/gateway/scripts/fake-providers.ts
//
// FAKE_PROVIDERS_PORT (default 9100: Paystack 9101, Arkesel 9102, Smile ID 9103, Hubtel 9104),
// GATEWAY_URL (default http://127.0.0.1:8080) and CALLBACK_SECRET can be changed from the
// environment. Callbacks go where the gateway routes them (/api/callbacks/…/CALLBACK_SECRET/…):
// Smile ID and Hubtel to the address sent with each job or payment, Paystack (one webhook address
// per integration, set in its dashboard) to /api/callbacks/paystack/CALLBACK_SECRET.
import { createServer } from 'node:http';

import { FAKE_ARKESEL_KEY, startFakeArkesel } from '../test/fakes/fakeArkesel';
import { FAKE_HUBTEL, FAKE_HUBTEL_SERVICES, startFakeHubtel } from '../test/fakes/fakeHubtel';
import { FAKE_PAYSTACK_SECRET, startFakePaystack } from '../test/fakes/fakePaystack';
import { FAKE_SMILE_KEY, FAKE_SMILE_PARTNER, startFakeSmileId } from '../test/fakes/fakeSmileId';

const env = process.env;
const gateway = (env.GATEWAY_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const callbackSecret = env.CALLBACK_SECRET ?? 'fake-providers-callback-secret-0123456789';
const report = (line: string) => console.log(`[fake providers] ${line}`);
const afterMs = Number(env.FAKE_PROVIDERS_DELAY_MS ?? '1500');

const fakes = {
  paystack: await startFakePaystack({
    auto: { afterMs, webhookUrl: `${gateway}/api/callbacks/paystack/${callbackSecret}`, report },
  }),
  arkesel: await startFakeArkesel(FAKE_ARKESEL_KEY, (sms) =>
    console.log(`[fake Arkesel SMS from ${sms.sender} to ${sms.to}] ${sms.message}`),
  ),
  smileId: await startFakeSmileId({ autoCallbackMs: afterMs, report }),
  hubtel: await startFakeHubtel({ autoCallbackMs: afterMs, report }),
};

// Fixed ports: a small forwarder per fake, so the printed environment stays the same run to run.
const base = Number(env.FAKE_PROVIDERS_PORT ?? '9100');
const forwarders = Object.values(fakes).map((fake, index) => {
  const port = base + index + 1;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name, value]) => typeof value === 'string' && name !== 'host'),
      ) as Record<string, string>;
      fetch(`${fake.url}${req.url ?? '/'}`, {
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
  server.listen(port, '127.0.0.1');
  return { server, url: `http://127.0.0.1:${port}` };
});
const [paystackUrl, arkeselUrl, smileUrl, hubtelUrl] = forwarders.map((f) => f.url);
const services = Object.entries(FAKE_HUBTEL_SERVICES)
  .map(([code, id]) => `${code}=${id}`)
  .join(',');

console.log(`Fake providers are listening. Give the gateway this environment:

PUBLIC_URL=${gateway}
LIVE_ALLOW_HTTP=true
CALLBACK_SECRET=${callbackSecret}
PAYSTACK_SECRET_KEY=${FAKE_PAYSTACK_SECRET}
PAYSTACK_BASE_URL=${paystackUrl}
ARKESEL_API_KEY=${FAKE_ARKESEL_KEY}
ARKESEL_SENDER_ID=SAVEWIN
ARKESEL_BASE_URL=${arkeselUrl}
SMILE_ID_PARTNER_ID=${FAKE_SMILE_PARTNER}
SMILE_ID_API_KEY=${FAKE_SMILE_KEY}
SMILE_ID_BASE_URL=${smileUrl}
HUBTEL_API_ID=${FAKE_HUBTEL.apiId}
HUBTEL_API_KEY=${FAKE_HUBTEL.apiKey}
HUBTEL_PREPAID_DEPOSIT_ID=${FAKE_HUBTEL.depositId}
HUBTEL_SERVICE_IDS=${services}
HUBTEL_BASE_URL=${hubtelUrl}/commissionservices
HUBTEL_STATUS_BASE_URL=${hubtelUrl}
`);

const stop = () => {
  for (const { server } of forwarders) server.close();
  void Promise.all(Object.values(fakes).map((fake) => fake.close())).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
