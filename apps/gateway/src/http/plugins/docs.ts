// The API reference: the served contract and a small viewer (../docs.ts), all from this origin
// (no CDN), so the strict Content-Security-Policy holds on these pages too.
import fp from 'fastify-plugin';

import { docsPage, docsViewerScript } from '../docs';
import type { OpenApiDocument } from '../openapi';

export const docs = fp<{ served: OpenApiDocument }>(
  async (app, { served }) => {
    app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docsPage()));
    app.get('/api/docs/viewer.js', async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(docsViewerScript()),
    );
    app.get('/api/docs/openapi.json', async (_request, reply) => reply.send(served));
  },
  { name: 'docs' },
);
