// One gateway instance as the two-instance suite runs it in a child process: the real building
// blocks of src/main.ts (configuration from the environment, PostgreSQL in DB_SCHEMA of
// DATABASE_URL, services, server with the real rate limiter on REDIS_URL) without the portal
// build and the seed, with the scheduled jobs on a short slot when INSTANCE_JOBS_MS is set, listening on PORT (0: any free port, printed as
// `listening <port>`). The suite has migrated the schema; every instance shares it and Redis.
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { buildServer } from '../../src/http/server';
import { gatewayJobs, startScheduler } from '../../src/jobs/scheduler';
import { createServices } from '../../src/services';

const config = loadConfig(process.env);
const db = await openDatabase({
  url: config.databaseUrl!,
  schema: process.env.DB_SCHEMA!,
  maxConnections: 10,
});
const services = createServices({ config, db, print: () => {} });
const app = await buildServer(services, {
  rateLimitPerMinute: Number(process.env.INSTANCE_RATE_LIMIT),
  rateLimitNamespace: process.env.INSTANCE_RATE_NAMESPACE!,
});
// The scheduled jobs on a short slot (INSTANCE_JOBS_MS): each run is printed as `ran <job> <slot>`.
const jobsMs = Number(process.env.INSTANCE_JOBS_MS ?? '0');
if (jobsMs > 0) {
  startScheduler(
    services,
    gatewayJobs(services, { everyMs: { interest: jobsMs, products: jobsMs, reconciliation: jobsMs } }),
    { tickMs: 25, onRun: (job, slot) => console.log(`ran ${job} ${slot}`) },
  );
}
await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : config.port}`);
