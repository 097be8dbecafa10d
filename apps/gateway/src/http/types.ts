// The shape every operation handler has. Handlers live in http/handlers/<area>.ts, each exporting
// a map from the contract's operationId to a handler; server.ts registers them with
// fastify-openapi-glue. Handlers translate HTTP to domain calls and nothing else.
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Caller } from '../domain/caller';
import type { Services } from '../services';

import type { Envelope } from './envelope';

/** Who is calling, as established from the bearer credential by the auth hook. */
export type AuthContext = Caller;

/** What a handler gets: `services` is the composition root (services.ts), built once. */
export interface HandlerContext {
  request: FastifyRequest;
  reply: FastifyReply;
  auth: AuthContext | null;
  services: Services;
}

/** Returns the envelope (HTTP 200) or throws. A handler may also send a raw reply (CSV). */
export type Handler = (ctx: HandlerContext) => Promise<Envelope<unknown> | void>;

export type HandlerMap = Record<string, Handler>;
