// The shape every operation handler has. Handlers live in http/handlers/<area>.ts, each exporting
// a map from the contract's operationId to a handler; server.ts registers them with
// fastify-openapi-glue. Handlers translate HTTP to domain calls and nothing else, and read the
// request through the types generated from the contract (packages/api), which glue has already
// validated the request against.
import type { OperationId, OperationParameters, operations } from '@savewin/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Caller } from '../domain/caller';
import type { Services } from '../services';

import type { Envelope } from './envelope';

/** Who is calling, as established from the bearer credential by the auth hook. */
export type AuthContext = Caller;

/** The JSON body of an operation; undefined for an optional body the client left out. */
export type BodyOf<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

/** The path parameters of an operation. */
export type ParamsOf<Op extends OperationId> = NonNullable<OperationParameters<Op>['path']>;

/** The query parameters of an operation (each may be absent unless the contract requires it). */
export type QueryOf<Op extends OperationId> = NonNullable<OperationParameters<Op>['query']>;

/** What a handler gets: the request as the contract types it, and the composition root. */
export interface HandlerContext<Op extends OperationId> {
  body: BodyOf<Op>;
  params: ParamsOf<Op>;
  query: QueryOf<Op>;
  request: FastifyRequest;
  reply: FastifyReply;
  auth: AuthContext | null;
  /** The composition root (services.ts), built once. */
  services: Services;
}

/** Returns the envelope (HTTP 200) or throws. A handler may also send a raw reply (CSV). */
export type Handler<Op extends OperationId> = (ctx: HandlerContext<Op>) => Promise<Envelope<unknown> | void>;

export type HandlerMap = { [Op in OperationId]?: Handler<Op> };
