// The built portal on the same port as the API: its files (pre-compressed copies for phones on
// mobile data; hashed assets cached for a year), the SPA fallback for its routes, and the
// envelope's 404 for every address that is neither a file nor an operation.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

import { refused } from '../envelope';
import { isApi, send } from '../reply';

export const staticFiles = fp<{ portalDist: string }>(
  async (app, { portalDist }) => {
    const portalBuilt = existsSync(join(portalDist, 'index.html'));
    if (portalBuilt) {
      await app.register(fastifyStatic, {
        root: portalDist,
        wildcard: true,
        index: ['index.html'],
        // The portal build writes .br and .gz copies of its files: a phone on mobile data gets those.
        preCompressed: true,
        // Hashed build files never change; goal-option pictures keep their names, so a day's cache
        // (the API repeats their address in every goal) lets a new drawing arrive by the next day.
        setHeaders: (res, path) => {
          res.header(
            'cache-control',
            path.includes(`${join(portalDist, 'assets')}`)
              ? 'public, max-age=31536000, immutable'
              : path.includes(`${join(portalDist, 'goal-options')}`)
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
      return send(
        reply,
        404,
        refused(`There is no operation ${request.method} ${request.url.split('?')[0]}.`),
      );
    });
  },
  { name: 'static-files' },
);
