// GET /metrics: the gateway's metrics (metrics.ts) in Prometheus' text format, for the operator
// credential only (Authorization: Bearer OPERATOR_TOKEN, as the reconciliation report; a
// Prometheus scrape job sends it with `authorization: { credentials: … }`). Outside /api: no
// subscription key, and outside the customers' contract. Without OPERATOR_TOKEN it answers 401
// and nothing is counted.
import fp from 'fastify-plugin';

import { signaturesMatch } from '../../adapters/providerHttp';
import { createMetrics } from '../../metrics';
import type { Services } from '../../services';
import { refused } from '../envelope';
import type { OperationInfo } from '../openapi';
import { send } from '../reply';

export const METRICS_PATH = '/metrics';

export const metrics = fp<{ services: Services; operations: Map<string, OperationInfo> }>(
  async (app, { services, operations }) => {
    const token = services.config.operatorToken;
    const gauges = token ? createMetrics(services) : null;

    app.get(METRICS_PATH, async (request, reply) => {
      const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !signaturesMatch(given, token) || !gauges) {
        return send(reply, 401, refused('An operator token is required.'));
      }
      const text = await gauges.render();
      return reply.code(200).header('cache-control', 'no-store').type(gauges.contentType).send(text);
    });

    if (!gauges) return;
    app.addHook('onClose', async () => gauges.close());

    // A route's label is its operation id; other routes go by their pattern (never the address a
    // client sent, which holds ids and numbers), and addresses no route serves share one label.
    const operationOf = new Map<string, string>();
    for (const operation of operations.values()) {
      operationOf.set(
        `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`,
        operation.operationId,
      );
    }
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      const operation =
        route === undefined
          ? 'unmatched'
          : (operationOf.get(`${request.method} ${route}`) ?? (route === '/*' ? 'portal' : route));
      gauges.observeRequest(operation, reply.statusCode, reply.elapsedTime / 1000);
      // Only the rate limits (http/rateLimit.ts) answer 429.
      if (reply.statusCode === 429) gauges.observeRateLimited(operation);
    });
  },
  { name: 'metrics' },
);
