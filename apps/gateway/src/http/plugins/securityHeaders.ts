// Security headers on every answer (a strict Content-Security-Policy: everything from this
// origin, no inline scripts, inline styles only by hash) and CORS for the configured portal
// origins only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

import { docsPage } from '../docs';
import { LIBRARY_STYLES, inlineStyleSources, styleSource } from '../inlineStyles';

export const securityHeaders = fp<{ corsOrigins: readonly string[]; portalDist: string }>(
  async (app, options) => {
    const portalIndex = join(options.portalDist, 'index.html');
    const portalStyles = existsSync(portalIndex) ? inlineStyleSources(readFileSync(portalIndex, 'utf8')) : [];
    await app.register(helmet, {
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
    await app.register(cors, {
      origin: [...options.corsOrigins],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Ocp-Apim-Subscription-Key', 'X-Request-Id'],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'security-headers' },
);
