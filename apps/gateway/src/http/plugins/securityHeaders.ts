// Security headers on every answer (a strict Content-Security-Policy: everything from this
// origin, no inline scripts, inline styles only by hash), `Cache-Control: no-store` on every API
// answer, and CORS for the configured portal origins only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

import { docsPage } from '../docs';
import { LIBRARY_STYLES, inlineStyleSources, styleSource } from '../inlineStyles';
import { isApi } from '../reply';

export const securityHeaders = fp<{ corsOrigins: readonly string[]; portalDist: string }>(
  async (app, options) => {
    const portalIndex = join(options.portalDist, 'index.html');
    const portalStyles = existsSync(portalIndex) ? inlineStyleSources(readFileSync(portalIndex, 'utf8')) : [];
    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // No inline styles but the hand-written pages' own blocks, by hash: vanilla-extract emits
          // static CSS files, and React and react-aria set element styles through the CSSOM, which
          // a style-src policy does not govern.
          styleSrc: [
            "'self'",
            ...inlineStyleSources(docsPage()),
            ...portalStyles,
            ...LIBRARY_STYLES.map(styleSource),
          ],
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
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      // API answers carry balances, names and numbers: no browser, proxy or shared device keeps a
      // copy (a signed-out customer's statement must not come back from the cache). The portal's
      // own files keep the caching staticFiles gives them.
      if (isApi(request.url)) reply.raw.setHeader('cache-control', 'no-store');
      done();
    });
    await app.register(cors, {
      origin: [...options.corsOrigins],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'Ocp-Apim-Subscription-Key',
        'X-Request-Id',
        'X-Step-Up',
      ],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'security-headers' },
);

/**
 * The headers helmet sets with these options, worked out once at start. @fastify/helmet 13 calls
 * helmet(options) on every request, so every answer rebuilt about a dozen middlewares and parsed,
 * validated and joined the whole Content-Security-Policy again; the headers depend only on the
 * options, so they are read from one answer of a throwaway server with @fastify/helmet registered
 * and set as they are (on the raw answer, as helmet sets them, before any handler runs).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string | string[]][]> {
  const probe = Fastify();
  let headers: [string, string | string[]][] = [];
  try {
    await probe.register(helmet, options);
    probe.get('/', async (_request, reply) => {
      const raw = reply.raw;
      headers = raw.getHeaderNames().map((name) => {
        const value = raw.getHeader(name);
        return [name, Array.isArray(value) ? value : String(value)];
      });
      return '';
    });
    await probe.inject('/');
  } finally {
    await probe.close();
  }
  if (!headers.some(([name]) => name === 'content-security-policy')) {
    throw new Error('helmet set no Content-Security-Policy');
  }
  return headers;
}
