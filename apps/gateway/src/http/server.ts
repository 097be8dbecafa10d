// The HTTP server: Fastify routed by operationId from openapi/gateway.yaml (fastify-openapi-glue,
// which also validates every request against the contract), the subscription-key check, the
// bearer → AuthContext hook, the envelope for every error, security headers, CORS, the API
// reference at /api/docs and the built portal with SPA fallback on the same port.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';

import { DomainError } from '../domain/errors';
import { MESSAGES } from '../domain/identity/messages';
import { KYC_MESSAGES } from '../domain/kyc/kyc';
import { productsOf } from '../domain/products';
import type { Services } from '../services';

import { docsPage, docsViewerScript } from './docs';
import { HttpError, STATUS_OF, refused, type Envelope, type HttpErrorStatus } from './envelope';
import { handlers as allHandlers, sandboxOnly } from './handlers/index';
import { indexOperations, loadContract, servedContract, type OperationInfo } from './openapi';
import { registerRateLimits } from './rateLimit';
import type { AuthContext, Handler, HandlerMap } from './types';
import { validationMessage, type ValidationIssue } from './validation';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const API_BODY_LIMIT = 64 * 1024;
/** The KYC photo (≤ 2 MB JPEG) as base64 in JSON, with room for the other fields. */
const KYC_BODY_LIMIT = 3 * 1024 * 1024;
const SUBSCRIPTION_HEADER = 'ocp-apim-subscription-key';
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** What a payment-link credential may do before and after the payer's number is verified. */
const PAYER_UNBOUND_OPERATIONS = new Set(['validateOtp']);
const PAYER_BOUND_OPERATIONS = new Set(['chargeLookup', 'transact']);
export const PAYER_NOT_ALLOWED = 'A payment-link credential can only be used to pay that link.';
export { PAYER_CALLS_PER_MINUTE } from './rateLimit';

export interface BuildOptions {
  /** Extra handler maps (tests, later issues). */
  handlers?: HandlerMap<Services>;
  /** The base rate-limit budget per minute (default: config); see http/rateLimit.ts. */
  rateLimitPerMinute?: number;
  /** Prefix of the rate-limit counters in Redis (tests give each gateway its own). */
  rateLimitNamespace?: string;
  /** The rate-limit window (default one minute); counted in real time, also in Redis. */
  rateLimitWindowMs?: number;
  /** Where the structured log goes (default stdout); tests capture it. */
  logStream?: { write(line: string): void };
}

function send(reply: FastifyReply, status: number, body: Envelope<unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

export async function buildServer(services: Services, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = services;
  const contract = loadContract();
  const operations = indexOperations(contract);
  const handlerMap: HandlerMap<Services> = { ...allHandlers, ...options.handlers };
  const served = servedContract(contract, (operationId) => {
    if (!(operationId in handlerMap)) return false;
    return config.mode === 'sandbox' || !(operationId in sandboxOnly);
  });
  const app = Fastify({
    // Behind a load balancer the client is the forwarded address, and only a trusted proxy may say
    // so (TRUST_PROXY): otherwise every customer would share the proxy's rate-limit budget.
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          `req.headers["${SUBSCRIPTION_HEADER}"]`,
          'req.headers.cookie',
          '*.pin',
          '*.code',
          '*.token',
          '*.refreshToken',
          '*.image',
          '*.authorization',
        ],
        censor: '[redacted]',
      },
    },
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

  app.decorateRequest('auth', null);
  const limiter = await registerRateLimits(app, {
    perMinute: options.rateLimitPerMinute ?? config.rateLimitPerMinute,
    redisUrl: config.redisUrl,
    ...(options.rateLimitNamespace ? { namespace: options.rateLimitNamespace } : {}),
    ...(options.rateLimitWindowMs ? { windowMs: options.rateLimitWindowMs } : {}),
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: [...config.corsOrigins],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Ocp-Apim-Subscription-Key', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });

  // Answers are plain JSON.stringify of the envelope: tests check them against the contract, and
  // serializing through the response schemas would silently drop fields.
  app.addHook('onRoute', (route) => {
    if (route.schema && 'response' in route.schema) delete route.schema.response;
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.method === 'OPTIONS' || !isApi(request.url) || request.url.startsWith('/api/docs')) return;
    const key = request.headers[SUBSCRIPTION_HEADER];
    if (typeof key !== 'string' || !config.subscriptionKeys.includes(key)) {
      return send(reply, 401, refused('A valid gateway subscription key is required.'));
    }
  });

  function authHook(operation: OperationInfo) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (await limiter.beforeBody(operation.operationId, request, reply)) return reply;
      const header = request.headers.authorization;
      if (operation.bearer === 'none' || (operation.bearer === 'optional' && !header)) return;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match?.[1]) return send(reply, 401, refused(MESSAGES.signInRequired));
      const token = match[1];
      const auth = token.startsWith('swl_')
        ? await productsOf(services).paymentLinks.authenticatePayer(token)
        : await services.identity.authenticate(token);
      if (!auth) return send(reply, 401, refused(MESSAGES.sessionExpired));
      if (auth.kind === 'payer') {
        // A payment-link credential proves the payer opened a link: it may validate the OTP of the
        // payer's number. Once bound to that number it may look up charges and pay that link.
        const allowed = auth.phoneNumber === null ? PAYER_UNBOUND_OPERATIONS : PAYER_BOUND_OPERATIONS;
        if (!allowed.has(operation.operationId)) {
          // 403 where the contract documents it; otherwise the credential simply does not sign in.
          return send(reply, operation.statuses.includes('403') ? 403 : 401, refused(PAYER_NOT_ALLOWED));
        }
      }
      // The OTP-stage credential proves only the PIN: it may validate the OTP and nothing else.
      if (auth.kind === 'otp' && operation.operationId !== 'validateOtp') {
        return send(reply, 401, refused('Please complete sign-in with the code we sent to your phone.'));
      }
      if (await limiter.afterAuth(operation.operationId, request, reply, auth)) return reply;
      request.auth = auth;
    };
  }

  function route(operationId: string, handler: Handler<Services>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const envelope = await handler({ request, reply, auth: request.auth, services });
        if (envelope === undefined) return reply;
        return send(reply, 200, envelope);
      } catch (error) {
        if (error instanceof DomainError) return send(reply, STATUS_OF[error.code], refused(error.message));
        if (error instanceof HttpError) return send(reply, error.statusCode, refused(error.message));
        request.log.error({ err: error, operationId }, 'operation failed');
        return send(reply, 500, refused('Something went wrong on our side. Please try again.'));
      }
    };
  }

  // The contract answers CSV (statement export); no operation takes a CSV body, but glue wants a
  // parser for every content type the contract names.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // Set before the routes are registered: glue's route context inherits it.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return send(
        reply,
        400,
        refused(validationMessage(error.validation as ValidationIssue[], error.validationContext ?? 'body')),
      );
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      const kyc = request.url.startsWith('/api/kyc-service/');
      return send(reply, 413, refused(kyc ? KYC_MESSAGES.tooLarge : 'The request is too large.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return send(reply, 400, refused('The request body is not valid JSON.'));
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(reply, 400, refused('The request body is empty: send a JSON object.'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 400, refused('Send the request body as application/json.'));
    }
    if (status >= 400 && status < 500) {
      const known: HttpErrorStatus[] = [400, 401, 403, 404, 409, 413, 422, 429];
      const answer = known.includes(status as HttpErrorStatus) ? status : 400;
      return send(reply, answer, refused(error.message || 'The request could not be read.'));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, refused('Something went wrong on our side. Please try again.'));
  });

  await app.register(openapiGlue, {
    specification: served,
    operationResolver: (operationId: string) => {
      const operation = operations.get(operationId);
      const handler = handlerMap[operationId];
      if (!operation || !handler) throw new Error(`no handler for ${operationId}`);
      // glue adds method, url and schema to these options.
      return {
        handler: route(operationId, handler),
        onRequest: authHook(operation),
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
          if (await limiter.afterBody(operationId, request, reply)) return reply;
        },
        ...(operationId === 'kycRequest' ? { bodyLimit: KYC_BODY_LIMIT } : {}),
      } as unknown as RouteOptions;
    },
  });

  // The API reference: the contract and a small viewer, all from this origin (no CDN).
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docsPage()));
  app.get('/api/docs/viewer.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(docsViewerScript()),
  );
  app.get('/api/docs/openapi.json', async (_request, reply) => reply.send(served));

  const portalIndex = join(config.portalDist, 'index.html');
  const portalBuilt = existsSync(portalIndex);
  if (portalBuilt) {
    await app.register(fastifyStatic, {
      root: config.portalDist,
      wildcard: true,
      index: ['index.html'],
      // The portal build writes .br and .gz copies of its files: a phone on mobile data gets those.
      preCompressed: true,
      // Hashed build files never change; goal-option pictures keep their names, so a day's cache
      // (the API repeats their address in every goal) lets a new drawing arrive by the next day.
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes(`${join(config.portalDist, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : path.includes(`${join(config.portalDist, 'goal-options')}`)
              ? 'public, max-age=86400'
              : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (portalBuilt && (request.method === 'GET' || request.method === 'HEAD') && !isApi(request.url)) {
      if (!/\.[a-z0-9]+$/i.test(path))
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      // A missing build file stays a plain 404 (a stale page's script must fail, not load HTML);
      // any other file-like address a visitor types or a browser guesses goes to the portal.
      if (path.startsWith('/assets/')) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send('Not found');
      }
      return reply.code(302).header('location', '/').header('cache-control', 'no-cache').send();
    }
    if (!isApi(request.url) && !portalBuilt && request.method === 'GET') {
      return send(
        reply,
        404,
        refused('The portal is not built: run `npm run build -w portal`, or use the API under /api.'),
      );
    }
    return send(reply, 404, refused(`There is no operation ${request.method} ${request.url.split('?')[0]}.`));
  });

  return app;
}
