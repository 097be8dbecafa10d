// Who may call: every API request (but the docs and CORS preflights) carries a gateway
// subscription key; each operation's bearer rule (from the contract) is checked by the hook
// `app.authenticate(operation)` gives, which turns the credential into `request.auth`: a
// customer session (identity), the OTP stage (which may only validate the OTP), or a
// payment-link payer (which may only pay that link).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { MESSAGES } from '../../domain/identity/messages';
import type { Services } from '../../services';
import { refused } from '../envelope';
import type { OperationInfo } from '../openapi';
import { isApi, send } from '../reply';
import type { AuthContext } from '../types';

import { CALLBACK_PREFIX } from './callbacks';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** The onRequest hook of an operation: rate limits by client, then its bearer rule. */
    authenticate(
      operation: OperationInfo,
    ): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

export const SUBSCRIPTION_HEADER = 'ocp-apim-subscription-key';

/** What a payment-link credential may do before and after the payer's number is verified. */
const PAYER_UNBOUND_OPERATIONS = new Set(['validateOtp', 'validateName']);
const PAYER_BOUND_OPERATIONS = new Set(['chargeLookup', 'transact']);
export const PAYER_NOT_ALLOWED = 'A payment-link credential can only be used to pay that link.';

export const auth = fp<{ services: Services }>(
  async (app, { services }) => {
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      if (request.method === 'OPTIONS' || !isApi(request.url) || request.url.startsWith('/api/docs')) return;
      // Providers cannot send our subscription key: their callbacks carry a secret address instead.
      if (request.url.startsWith(CALLBACK_PREFIX)) return;
      const key = request.headers[SUBSCRIPTION_HEADER];
      if (typeof key !== 'string' || !services.config.subscriptionKeys.includes(key)) {
        return send(reply, 401, refused('A valid gateway subscription key is required.'));
      }
    });

    app.decorate('authenticate', (operation: OperationInfo) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const limiter = app.limiter;
        if (await limiter.beforeBody(operation.operationId, request, reply)) return reply;
        const header = request.headers.authorization;
        if (operation.bearer === 'none' || (operation.bearer === 'optional' && !header)) return;
        const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
        if (!match?.[1]) return send(reply, 401, refused(MESSAGES.signInRequired));
        const token = match[1];
        const caller = token.startsWith('swl_')
          ? await services.paymentLinks.authenticatePayer(token)
          : await services.identity.authenticate(token);
        if (!caller) return send(reply, 401, refused(MESSAGES.sessionExpired));
        if (caller.kind === 'payer') {
          // A payment-link credential proves the payer opened a link: it may validate the OTP of
          // the payer's number. Once bound to that number it may look up charges and pay that link.
          const allowed = caller.phoneNumber === null ? PAYER_UNBOUND_OPERATIONS : PAYER_BOUND_OPERATIONS;
          if (!allowed.has(operation.operationId)) {
            // 403 where the contract documents it; otherwise the credential simply does not sign in.
            return send(reply, operation.statuses.includes('403') ? 403 : 401, refused(PAYER_NOT_ALLOWED));
          }
        }
        // The OTP-stage credential proves only the PIN: it may validate the OTP and nothing else.
        if (caller.kind === 'otp' && operation.operationId !== 'validateOtp') {
          return send(reply, 401, refused('Please complete sign-in with the code we sent to your phone.'));
        }
        if (await limiter.afterAuth(operation.operationId, request, reply, caller)) return reply;
        request.auth = caller;
      };
    });
  },
  { name: 'auth', dependencies: ['rate-limits'] },
);
