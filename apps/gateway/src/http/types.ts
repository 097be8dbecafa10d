// The shape every operation handler has. Handlers live in http/handlers/<area>.ts, each exporting
// a map from the contract's operationId to a handler; server.ts registers them with
// fastify-openapi-glue. Handlers translate HTTP to domain calls and nothing else.
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Database } from '../db/database';

import type { Envelope } from './envelope';

/** Who is calling, as established from the bearer credential by the auth hook. */
export type AuthContext =
  | {
      /** A signed-in customer with a validated OTP. customerNumber is null until KYC created one. */
      kind: 'customer';
      sessionId: string;
      leadId: string;
      mobileNumber: string;
      customerNumber: string | null;
    }
  | {
      /** After login, before the OTP: may only validate the OTP. */
      kind: 'otp';
      sessionId: string;
      leadId: string;
      mobileNumber: string;
    }
  | {
      /** A payment-link visitor: linkHash always; phoneNumber once their OTP is validated. */
      kind: 'payer';
      linkHash: string;
      phoneNumber: string | null;
      /** The credential's stored hash: what a payment claims so the credential pays once. */
      credential?: string;
    };

/**
 * What a handler gets. `services` is the gateway's composition root (db, config, clock, adapters,
 * domain services), built once in server.ts.
 */
export interface HandlerContext<Services = GatewayServices> {
  request: FastifyRequest;
  reply: FastifyReply;
  auth: AuthContext | null;
  services: Services;
}

/** Returns the envelope (HTTP 200) or throws HttpError. A handler may also send a raw reply (CSV). */
export type Handler<Services = GatewayServices> = (
  ctx: HandlerContext<Services>,
) => Promise<Envelope<unknown> | void>;

export type HandlerMap<Services = GatewayServices> = Record<string, Handler<Services>>;

/** Minimal view of the composition root; server.ts owns the full type and extends this. */
export interface GatewayServices {
  db: Database;
  now(): Date;
}
