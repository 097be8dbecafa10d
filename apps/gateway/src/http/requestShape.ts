// What a request must look like before any route sees it. Bodies are JSON only: Fastify's own
// text/plain parser would hand a JSON text as a string to operations that expect an object,
// which then answered as if a field were wrong (200, 'invalid amount'); without it such a body is
// refused as the wrong media type (400, naming application/json). An address longer than any
// route or portal file can be is answered 414 before the static files are looked at (the file
// system's 'name too long' came back as 403 Forbidden).
import type { FastifyInstance } from 'fastify';

import { refused } from './envelope';

/** Longer than any operation's address with its query, or any file of the portal. */
export const MAX_PATH_LENGTH = 2_048;
export const PATH_TOO_LONG = 'The address of this request is too long.';

export function registerRequestShape(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.length <= MAX_PATH_LENGTH) return;
    return reply.code(414).type('application/json; charset=utf-8').send(refused(PATH_TOO_LONG));
  });
}
