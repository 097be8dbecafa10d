// How every plugin answers: the envelope as JSON with a status, and which addresses are the API's.
import type { FastifyReply } from 'fastify';

import type { Envelope } from './envelope';

export function send(reply: FastifyReply, status: number, body: Envelope<unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}
