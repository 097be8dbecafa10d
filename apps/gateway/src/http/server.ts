// The HTTP server: Fastify with the gateway's options (structured log with secrets redacted, see
// logging.ts; request ids, body limit, the envelope for malformed addresses), and one plugin per
// concern, registered in the order a request meets them:
//   rate limits → metrics (counting every answer; GET /metrics) → probes (/healthz, /readyz) →
//   security headers → auth (subscription key, bearer) → errors → operations (the contract's
//   routes and their handlers) → docs → static files (the portal, SPA fallback and the 404
//   envelope).
import { randomUUID } from 'node:crypto';

import Fastify, { type FastifyInstance } from 'fastify';

import { withRequestId } from '../adapters/providerHttp';
import type { Services } from '../services';

import { refused } from './envelope';
import { handlers, sandboxOnly } from './handlers/index';
import { loggerOptions } from './logging';
import { registerNameLookupAudit } from './nameLookups';
import { indexOperations, loadContract, servedContract } from './openapi';
import { auth, SUBSCRIPTION_HEADER } from './plugins/auth';
import { callbacks } from './plugins/callbacks';
import { docs } from './plugins/docs';
import { errors } from './plugins/errors';
import { metrics } from './plugins/metrics';
import { operations } from './plugins/operations';
import { probes } from './plugins/probes';
import { rateLimits } from './plugins/rateLimits';
import { securityHeaders } from './plugins/securityHeaders';
import { staticFiles } from './plugins/staticFiles';
import { send } from './reply';
import { registerRequestShape } from './requestShape';

const API_BODY_LIMIT = 64 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface BuildOptions {
  /** The base rate-limit budget per minute (default: config); see http/rateLimit.ts. */
  rateLimitPerMinute?: number;
  /** Prefix of the rate-limit counters in Redis (tests give each gateway its own). */
  rateLimitNamespace?: string;
  /** The rate-limit window (default one minute); counted in real time, also in Redis. */
  rateLimitWindowMs?: number;
  /** Where the structured log goes (default stdout); tests capture it. */
  logStream?: { write(line: string): void };
}

export async function buildServer(services: Services, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const contract = loadContract();
  const served = servedContract(contract, (operationId) => {
    if (!(operationId in handlers)) return false;
    return config.mode === 'sandbox' || !(operationId in sandboxOnly);
  });
  const app = Fastify({
    // Behind a load balancer the client is the forwarded address, and only a trusted proxy may say
    // so (TRUST_PROXY): otherwise every customer would share the proxy's rate-limit budget.
    trustProxy: config.trustProxy,
    logger: loggerOptions(config.logLevel, options.logStream, SUBSCRIPTION_HEADER),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: API_BODY_LIMIT,
    // A malformed address or a path value longer than the router allows is answered in the
    // envelope as a 400 (Fastify's own answers, e.g. its 414, are outside the contract).
    frameworkErrors: (error, _request, reply) =>
      send(
        reply,
        400,
        refused(
          error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? 'A value in the address of this request is too long.'
            : 'The address of this request is not valid.',
        ),
      ),
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: 'array' } },
    routerOptions: { ignoreTrailingSlash: true },
  });

  const operationIndex = indexOperations(contract);
  // Provider calls made while serving a request (and the outbox calls it leaves behind) carry its
  // id to the provider (adapters/providerHttp.ts).
  app.addHook('preHandler', (request, _reply, done) => withRequestId(request.id, done));
  registerRequestShape(app);
  registerNameLookupAudit(app, { db: services.db, now: () => services.now(), operations: operationIndex });
  await app.register(rateLimits, {
    perMinute: options.rateLimitPerMinute ?? config.rateLimitPerMinute,
    redisUrl: config.redisUrl,
    ...(options.rateLimitNamespace ? { namespace: options.rateLimitNamespace } : {}),
    ...(options.rateLimitWindowMs ? { windowMs: options.rateLimitWindowMs } : {}),
  });
  await app.register(metrics, { services, operations: operationIndex });
  await app.register(probes, { services });
  await app.register(securityHeaders, { corsOrigins: config.corsOrigins, portalDist: config.portalDist });
  await app.register(auth, { services });
  await app.register(errors);
  await app.register(operations, {
    services,
    served,
    operations: operationIndex,
    handlers,
  });
  await app.register(callbacks, { services });
  await app.register(docs, { served });
  await app.register(staticFiles, { portalDist: config.portalDist });
  return app;
}
