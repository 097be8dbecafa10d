// Starts the gateway for the end-to-end tests, in sandbox mode, from the environment the global
// setup prepares (PORT, DATA_DIR, PORTAL_DIST...). It composes the gateway's own building blocks
// (configuration, database, migrations, services, server) rather than apps/gateway/src/main.ts
// because the tests need two things main.ts does not offer: a 6 s access credential (to prove
// the portal's refresh clock) and no OTP resend cooldown; it also skips the demo seed and the
// portal rebuild main.ts does. The throttle is raised the same way main.ts's
// RATE_LIMIT_PER_MINUTE does.
import { createSandboxBeacon } from '../../apps/gateway/src/adapters/beacon/beacon';
import { loadConfig } from '../../apps/gateway/src/config';
import { openDatabase } from '../../apps/gateway/src/db/database';
import { migrate } from '../../apps/gateway/src/db/migrate';
import { IDENTITY_LIMITS } from '../../apps/gateway/src/domain/identity/messages';
import { hashToken } from '../../apps/gateway/src/domain/identity/secrets';
import { buildServer } from '../../apps/gateway/src/http/server';
import { seedBillers, seedGoalOptions } from '../../apps/gateway/src/seed/seed';
import { createServices } from '../../apps/gateway/src/services';

// Test-only: shorter identity limits (OTP resend cooldown, access credential life) so a flow that
// needs three codes in a row, or a credential that outlives its access token, runs in seconds.
const limits: unknown = JSON.parse(process.env.E2E_IDENTITY_LIMITS ?? '{}');
if (limits && typeof limits === 'object') Object.assign(IDENTITY_LIMITS as Record<string, number>, limits);

const config = loadConfig(process.env);
const db = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
await migrate(db);
// The biller catalogue (not customer data) the demo seed would add, so the biller pages list some.
await seedBillers(db);
// The goal purposes (catalogue too), so Target Save can create goals.
await seedGoalOptions(db);
// The sandbox beacon gives a round once its time has come; the draw jobs below run 'as if at' a
// later time, so the beacon's clock is the latest time they were run at (never before now).
let beaconNow = 0;
const beacon = createSandboxBeacon({ now: () => new Date(Math.max(Date.now(), beaconNow)) });
const services = createServices({
  config,
  db,
  adapters: () => ({ beacon }),
  print: (line) => console.log(line),
});
const app = await buildServer(services, {
  rateLimitPerMinute: Number(process.env.E2E_RATE_LIMIT ?? '10000'),
});
// Test-only: the weekly draw's jobs (open, close and commit, draw and pay) run when a test asks,
// as if at `at` (now when absent), since this gateway runs no scheduled jobs. The prizes test opens
// the current draw, then runs it as if after its draw time to see winners and the revealed seed.
app.post('/api/sandbox/draws/run', async (request) => {
  const at = (request.body as { at?: string } | undefined)?.at;
  const when = at ? new Date(at) : services.now();
  beaconNow = Math.max(beaconNow, when.getTime());
  await services.draws.runDrawJobs(when);
  return { isSuccess: true, displayMessage: '', result: null };
});
// Test-only: a credential handed over by an outside source (the DELETE_PROFILE deep link's) lives
// there as long as production's access credential (5 min), not this gateway's 6 s, which a loaded
// machine's first page load can outlast. The test lengthens it before it opens the link.
app.post('/api/sandbox/credentials/lengthen', async (request) => {
  const { token } = request.body as { token: string };
  const expiresAt = new Date(services.now().getTime() + 5 * 60_000);
  await db.query('UPDATE credentials SET expires_at = $2 WHERE token_hash = $1', [
    hashToken({ pinPepper: config.pinPepper, tokenSecret: config.tokenSecret }, token),
    expiresAt,
  ]);
  return { isSuccess: true, displayMessage: '', result: null };
});
// SMS alerts go out shortly after their events, as main.ts sends them.
setInterval(() => void services.alerts.deliver().catch(() => undefined), 1_000).unref();
await app.listen({ port: config.port, host: config.host });
console.log(`gateway listening on http://${config.host}:${config.port}`);

async function stop() {
  await app.close();
  // Sends the outbox started in the background finish before the database closes, as in main.ts.
  await services.settle();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
