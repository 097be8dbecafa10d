// The fake providers on fixed loopback ports, for a live-mode gateway without the internet: MTN
// MoMo, Paystack, Arkesel, Smile ID, Hubtel and drand (test/fakes/fakeProviders.ts), finishing
// collections, transfers, charges, KYC jobs and bill payments by themselves a moment later and
// calling the gateway back, and printing every SMS (so a person can read the OTP). Prints the
// environment to give the gateway. `npm run start:fakes` starts them together with the gateway;
// run this alone to start the gateway yourself: npx tsx apps/gateway/scripts/fake-providers.ts
//
// FAKE_PROVIDERS_PORT (default 9100: MTN 9101, Paystack 9102, Arkesel 9103, Smile ID 9104,
// Hubtel 9105, drand 9106), GATEWAY_URL (default http://127.0.0.1:8080), CALLBACK_SECRET and
// FAKE_PROVIDERS_DELAY_MS (default 1500) can be changed from the environment.
// Provider faults (MTN MoMo collections and disbursements, Paystack transfers and charges, Hubtel
// bills): numbers and accounts ending 3333 are reported with another amount, 4444 in another
// currency (MTN EUR, Paystack USD; Hubtel names none), 6666 succeed and are reversed a moment later
// (late reversal: MTN transfers, Paystack transfers, Hubtel bills), 2222 fail and succeed a moment
// later (late success: all five), each late outcome with its own callback;
// FAKE_PROVIDERS_HIDE_STATUS=n makes each provider's next n status requests answer "not found" (a
// retry refused as a duplicate before the first is visible); FAKE_PROVIDERS_SLOW_MS=ms makes every
// provider that slow to answer (it acts at once: past the gateway's deadline the outcome is unknown).
import { startFakeProviders } from '../test/fakes/fakeProviders';

const env = process.env;
const fakes = await startFakeProviders({
  gatewayUrl: env.GATEWAY_URL ?? 'http://127.0.0.1:8080',
  callbackSecret: env.CALLBACK_SECRET ?? 'fake-providers-callback-secret-0123456789',
  afterMs: Number(env.FAKE_PROVIDERS_DELAY_MS ?? '1500'),
  basePort: Number(env.FAKE_PROVIDERS_PORT ?? '9100'),
  report: (line) => console.log(`[fake providers] ${line}`),
  onSms: (sms) => console.log(`[fake Arkesel SMS from ${sms.sender} to ${sms.to}] ${sms.message}`),
  faults: {
    hideStatus: Number(env.FAKE_PROVIDERS_HIDE_STATUS ?? '0') || 0,
    slowMs: Number(env.FAKE_PROVIDERS_SLOW_MS ?? '0') || 0,
  },
});

console.log(`Fake providers are listening. Give the gateway this environment:

${Object.entries(fakes.env)
  .map(([name, value]) => `${name}=${value}`)
  .join('\n')}
`);

const stop = () => void fakes.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
