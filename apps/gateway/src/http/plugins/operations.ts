// The contract's operations: fastify-openapi-glue routes each operationId of the served contract
// (validating every request against it) to its handler, behind the operation's auth hook and
// rate limits; a handler's domain error becomes its status here (STATUS_OF), once.
import type { OperationId } from '@savewin/api';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';

import { DomainError } from '../../domain/errors';
import type { Services } from '../../services';
import { HttpError, STATUS_OF, refused } from '../envelope';
import type { OpenApiDocument, OperationInfo } from '../openapi';
import { send } from '../reply';
import type { Handler, HandlerContext, HandlerMap } from '../types';

/** The KYC photo (≤ 2 MB JPEG) as base64 in JSON, with room for the other fields. */
const KYC_BODY_LIMIT = 3 * 1024 * 1024;

export interface OperationsOptions {
  services: Services;
  /** The contract with only the operations served (see servedContract). */
  served: OpenApiDocument;
  operations: Map<string, OperationInfo>;
  handlers: HandlerMap;
}

export const operations = fp<OperationsOptions>(
  async (app, options) => {
    const { services } = options;

    // Answers are plain JSON.stringify of the envelope: tests check them against the contract, and
    // serializing through the response schemas would silently drop fields.
    app.addHook('onRoute', (route) => {
      if (route.schema && 'response' in route.schema) delete route.schema.response;
    });

    // The contract answers CSV (statement export) and PDF (receipts, statements); no operation
    // takes such a body, but glue wants a parser for every content type the contract names.
    app.addContentTypeParser(['text/csv', 'application/pdf'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    // The handlers still running. A closing server stops waiting for a request once its client has
    // gone (and never waits for an injected one), but its handler goes on: a transfer may still
    // have a provider to call and its outcome to write. Closing waits for them, so the database
    // is never closed under a handler mid-way through moving money.
    const running = new Set<Promise<unknown>>();
    app.addHook('onClose', async () => {
      await Promise.allSettled([...running]);
    });

    function route(operationId: string, handler: Handler<OperationId>) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          // glue has validated the body, path and query against this operation's schemas, so they
          // have the shapes the contract's generated types describe.
          const work = handler({
            body: request.body,
            params: request.params,
            query: request.query,
            request,
            reply,
            auth: request.auth,
            services,
          } as HandlerContext<OperationId>);
          running.add(work);
          const envelope = await work.finally(() => running.delete(work));
          if (envelope === undefined) return reply;
          return send(reply, 200, envelope);
        } catch (error) {
          if (error instanceof DomainError) return send(reply, STATUS_OF[error.code], refused(error.message));
          if (error instanceof HttpError) return send(reply, error.statusCode, refused(error.message));
          request.log.error({ err: error, operationId }, 'operation failed');
          return send(reply, 500, refused('Something went wrong on our side. Please try again.'));
        }
      };
    }

    await app.register(openapiGlue, {
      specification: options.served,
      operationResolver: (operationId: string) => {
        const operation = options.operations.get(operationId);
        const handler = options.handlers[operationId as OperationId] as Handler<OperationId> | undefined;
        if (!operation || !handler) throw new Error(`no handler for ${operationId}`);
        // glue adds method, url and schema to these options.
        return {
          handler: route(operationId, handler),
          onRequest: app.authenticate(operation),
          preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
            if (await app.limiter.afterBody(operationId, request, reply)) return reply;
          },
          ...(operationId === 'kycRequest' || operationId === 'verifyForgotPinSelfie'
            ? { bodyLimit: KYC_BODY_LIMIT }
            : {}),
        } as unknown as RouteOptions;
      },
    });
  },
  { name: 'operations', dependencies: ['auth', 'rate-limits', 'errors'] },
);
