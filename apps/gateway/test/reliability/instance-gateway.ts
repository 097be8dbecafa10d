// One gateway instance as the two-instance suite runs it in a child process: the real building
// blocks of src/main.ts (configuration from the environment, PostgreSQL in DB_SCHEMA of
// DATABASE_URL, services, server with the real rate limiter on REDIS_URL) without the portal
// build, the seed and the background jobs, listening on PORT (0: any free port, printed as
// `listening <port>`). The suite has migrated the schema; every instance shares it and Redis.
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { buildServer } from '../../src/http/server';
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
await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : config.port}`);
