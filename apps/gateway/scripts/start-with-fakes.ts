// `npm run start:fakes`: the gateway in live mode (GATEWAY_MODE=live) against the fake providers
// on loopback, with the portal, so a person can sign up, pass KYC, deposit and pay out with the
// live adapters and no internet. Starts the fakes (test/fakes/fakeProviders.ts), then the gateway
// (src/main.ts) with their environment and fixed demo secrets, a data folder of its own
// (.data/gateway-fakes) and a portal build that sends this gateway's subscription key
// (.data/portal-fakes, rebuilt when stale). One-time codes and alerts are printed as the fake
// Arkesel receives them; a number ending 9999 is declined, a Ghana Card ending -9 does not match.
// PORT (default 8080) and FAKE_PROVIDERS_PORT (default 9100) can be changed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { repoRoot, START_WITH_FAKES_SECRETS } from '../src/config';
import { startFakeProviders } from '../test/fakes/fakeProviders';

const port = process.env.PORT ?? '8080';
const gatewayUrl = `http://127.0.0.1:${port}`;
// Fixed so the data folder keeps working across runs; for the fakes only, never for real money:
// live mode accepts them only while the gateway and every provider are on loopback.
const SECRETS = START_WITH_FAKES_SECRETS;

const fakes = await startFakeProviders({
  gatewayUrl,
  callbackSecret: SECRETS.CALLBACK_SECRET,
  afterMs: Number(process.env.FAKE_PROVIDERS_DELAY_MS ?? '1500'),
  basePort: Number(process.env.FAKE_PROVIDERS_PORT ?? '9100'),
  report: (line) => console.log(`[fake providers] ${line}`),
  onSms: (sms) => console.log(`[fake Arkesel SMS to ${sms.to}] ${sms.message}`),
});

const gateway = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/gateway/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...fakes.env,
    ...SECRETS,
    GATEWAY_MODE: 'live',
    PORT: port,
    DATA_DIR: '.data/gateway-fakes',
    PORTAL_DIST: '.data/portal-fakes',
    VITE_SUBSCRIPTION_KEY: SECRETS.SUBSCRIPTION_KEYS,
  },
});
console.log(
  `Fake providers: MTN MoMo, Paystack, Arkesel, Smile ID, Hubtel and drand on loopback; operator report: ` +
    `curl -H 'authorization: Bearer ${SECRETS.OPERATOR_TOKEN}' ${gatewayUrl}/api/operator/reconciliation`,
);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  gateway.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
gateway.on('exit', (code) => {
  void fakes.close().then(() => process.exit(code ?? 0));
});
