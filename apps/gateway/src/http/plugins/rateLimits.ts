// The rate limits (http/rateLimit.ts) as a plugin: registered first, so a client over its budget
// is refused before anything else runs; the operations plugin asks `app.limiter` per route.
import fp from 'fastify-plugin';

import { registerRateLimits, type Limiter, type RateLimitOptions } from '../rateLimit';

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
  }
}

export const rateLimits = fp<RateLimitOptions>(
  async (app, options) => {
    app.decorate('limiter', await registerRateLimits(app, options));
  },
  { name: 'rate-limits' },
);
