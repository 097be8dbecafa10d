// What an orchestrator or a load balancer asks, outside /api (no subscription key) and outside the
// customers' contract; neither answer holds any data:
//   GET /healthz   liveness: the process answers (restart it when it does not)
//   GET /readyz    readiness: 200 when this instance can serve (database reachable, its schema
//                  current, Redis reachable when REDIS_URL is set, not shutting down); 503 with
//                  the reason otherwise (send it no requests until it answers 200 again)
// Shutting down (main.ts) first calls `app.drain(ms)`: /readyz answers 503 from then on while
// requests are still served, so the balancer stops sending new ones; then the server closes,
// waiting for the requests in flight (operations.ts).
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

import { missingMigrations, MIGRATE_COMMAND } from '../../db/migrate';
import type { Services } from '../../services';
import { ok, refused } from '../envelope';
import { send } from '../reply';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness answers 503 from now on; resolves after `ms`, while requests are still served. */
    drain(ms: number): Promise<void>;
  }
}

/** How long each readiness check may take before it counts as failed. */
export const PROBE_TIMEOUT_MS = 2_000;

export const READINESS_MESSAGES = {
  ready: 'The gateway is ready.',
  draining: 'The gateway is shutting down.',
  database: 'The database is not reachable.',
  schema: `The database schema is behind this version of the gateway: run \`${MIGRATE_COMMAND}\`.`,
  redis: 'Redis (REDIS_URL, the shared rate-limit store) is not reachable.',
} as const;

type Check<T> = { done: true; value: T } | { done: false };

/** The check's answer, or not done when it failed or took longer than PROBE_TIMEOUT_MS. */
async function within<T>(work: () => Promise<T>): Promise<Check<T>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check<T>>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work().then((value): Check<T> => ({ done: true, value })), late]);
  } catch {
    return { done: false };
  } finally {
    clearTimeout(timer);
  }
}

function probeAnswer(reply: FastifyReply, status: number, body: Parameters<typeof send>[2]) {
  reply.header('cache-control', 'no-store');
  return send(reply, status, body);
}

export const probes = fp<{ services: Services }>(
  async (app, { services }) => {
    let draining = false;
    // Migrations only add: once the schema was current it stays so for this code.
    let schemaCurrent = false;

    app.decorate('drain', async (ms: number) => {
      draining = true;
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    });
    app.addHook('preClose', async () => {
      draining = true;
    });
    // From then on every answer closes its connection: a client's next request opens a new one,
    // which the balancer gives to another instance, and closing does not wait for idle sockets.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close');
      return payload;
    });

    app.get('/healthz', async (_request, reply) =>
      probeAnswer(reply, 200, ok({ status: 'ok' }, 'The gateway is running.')),
    );

    app.get('/readyz', async (_request, reply) => {
      const notReady = (reason: string, checks: Record<string, string>) =>
        probeAnswer(reply, 503, { ...refused(reason), result: { status: 'not ready', ...checks } });
      if (draining) return notReady(READINESS_MESSAGES.draining, { draining: 'yes' });

      const database = await within(() => services.db.query('SELECT 1'));
      if (!database.done) return notReady(READINESS_MESSAGES.database, { database: 'unreachable' });
      if (!schemaCurrent) {
        const missing = await within(() => missingMigrations(services.db));
        if (!missing.done) return notReady(READINESS_MESSAGES.database, { database: 'unreachable' });
        if (missing.value.length > 0)
          return notReady(READINESS_MESSAGES.schema, { database: 'ok', schema: 'behind' });
        schemaCurrent = true;
      }
      const redis = await within(() => app.limiter.storeReachable(PROBE_TIMEOUT_MS));
      if (!redis.done || redis.value === false) {
        return notReady(READINESS_MESSAGES.redis, {
          database: 'ok',
          schema: 'current',
          redis: 'unreachable',
        });
      }
      return probeAnswer(
        reply,
        200,
        ok(
          {
            status: 'ready',
            database: 'ok',
            schema: 'current',
            redis: redis.value ? 'ok' : 'not configured',
          },
          READINESS_MESSAGES.ready,
        ),
      );
    });
  },
  { name: 'probes', dependencies: ['rate-limits'] },
);
