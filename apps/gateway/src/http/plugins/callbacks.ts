// What outside parties and operators call, outside the portal's contract:
//   POST|PUT /api/callbacks/mtn-momo/<CALLBACK_SECRET>/<reference>   MTN MoMo's callback
//   POST|PUT /api/callbacks/kyc/<CALLBACK_SECRET>/<reference>        the ID verifier's callback
//   POST|PUT /api/callbacks/hubtel/<CALLBACK_SECRET>/<reference>     Hubtel's bill payment callback
//   POST     /api/callbacks/paystack/<CALLBACK_SECRET>               Paystack's webhook (one address
//            for the integration, signed: x-paystack-signature, HMAC-SHA512 of the raw body); the
//            signed body names the reference to ask Paystack about
//   GET      /api/operator/reconciliation (Bearer OPERATOR_TOKEN)    what reconciliation left
//   POST     /api/operator/reconciliation/<reference>/decision (Bearer OPERATOR_TOKEN)
//            an operator's decision on a held call: { decision: CREDIT | REVERSE | RETRY,
//            operator: who decides, note? } (domain/outbox/decisions.ts); GET …/decisions lists
//            every decision taken on the call
// A callback is authenticated by the secret in its address (MTN signs nothing; a verifier that
// signs its callbacks checks its signature in its adapter as well), kept as received in
// provider_callbacks, and then only a reason to ask the provider for the status: its body is
// never trusted to move money. Duplicate, late and unknown callbacks answer 200 and change
// nothing; a wrong secret is 404, as for any unknown address.
import { timingSafeEqual } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { verifyPaystackWebhook } from '../../adapters/paystack/paystackWebhook';
import { DECISIONS, type Decision } from '../../domain/outbox/decisions';
import type { Services } from '../../services';
import { ok, refused } from '../envelope';
import { send } from '../reply';

export const CALLBACK_PREFIX = '/api/callbacks/';

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const REFERENCE = /^[A-Za-z0-9._-]{1,100}$/;

export const callbacks = fp<{ services: Services }>(
  async (app, { services }) => {
    const { config } = services;

    // Every money callback settles through one path: the outbox asks the provider about the call
    // it names, checks the answer against the call (domain/outbox/settlement.ts), and records it.
    const providers = {
      'mtn-momo': (reference: string) => services.outbox.confirm(reference, ['PAYOUT', 'COLLECTION']),
      kyc: (reference: string) => services.kyc.confirmFromProvider(reference),
      hubtel: (reference: string) => services.outbox.confirm(reference, ['BILL']),
      paystack: (reference: string) => services.outbox.confirm(reference, ['PAYOUT', 'COLLECTION']),
    } as const;

    /** Keeps the callback as received, then asks the provider (never trusting the body). */
    async function record(
      request: FastifyRequest,
      provider: string,
      reference: string,
      confirm: (reference: string) => Promise<string>,
      body: unknown = request.body,
    ): Promise<void> {
      await services.db.query(
        `INSERT INTO provider_callbacks (provider, reference, body, received_at) VALUES ($1, $2, $3, $4)`,
        [
          provider,
          reference,
          JSON.stringify(body && typeof body === 'object' ? body : {}),
          services.now().toISOString(),
        ],
      );
      let outcome: string;
      try {
        outcome = await confirm(reference);
      } catch (error) {
        // The provider did not answer the status request: reconciliation asks again later.
        request.log.warn({ err: error, provider, reference }, 'callback could not be confirmed');
        outcome = 'unconfirmed';
      }
      if (outcome === 'done') {
        await services.db.query(
          `UPDATE provider_callbacks SET applied_at = $3 WHERE provider = $1 AND reference = $2 AND applied_at IS NULL`,
          [provider, reference, services.now().toISOString()],
        );
      }
    }

    const receive = async (
      request: FastifyRequest<{ Params: { provider: string; secret: string; reference: string } }>,
      reply: FastifyReply,
    ) => {
      const { provider, secret, reference } = request.params;
      const confirm = providers[provider as keyof typeof providers];
      if (
        !config.callbackSecret ||
        !confirm ||
        // Paystack signs its webhooks: an unsigned one has no address, only the signed route below.
        provider === 'paystack' ||
        !same(secret, config.callbackSecret) ||
        !REFERENCE.test(reference)
      ) {
        return send(reply, 404, refused('Not found.'));
      }
      await record(request, provider, reference, confirm);
      return send(reply, 200, ok({ received: true }, ''));
    };
    const route = { bodyLimit: 16 * 1024 };
    app.post(`${CALLBACK_PREFIX}:provider/:secret/:reference`, route, receive);
    app.put(`${CALLBACK_PREFIX}:provider/:secret/:reference`, route, receive);

    // Paystack signs the raw body: this scope keeps it (as a Buffer) to check the signature.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => {
        done(null, raw);
      });
      scope.post<{ Params: { secret: string } }>(
        `${CALLBACK_PREFIX}paystack/:secret`,
        route,
        async (request, reply) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          if (
            !config.callbackSecret ||
            !config.paystackSecretKey ||
            !same(request.params.secret, config.callbackSecret)
          ) {
            return send(reply, 404, refused('Not found.'));
          }
          const hook = verifyPaystackWebhook(
            raw,
            request.headers['x-paystack-signature'],
            config.paystackSecretKey,
          );
          if (!hook.ok) return send(reply, 401, refused('The signature does not match.'));
          if (hook.event.kind !== 'ignored' && REFERENCE.test(hook.event.reference)) {
            // Our UUID transaction ids are their own Paystack reference (paystackReference).
            await record(
              request,
              'paystack',
              hook.event.reference,
              providers.paystack,
              JSON.parse(raw.toString()),
            );
          }
          return send(reply, 200, ok({ received: true }, ''));
        },
      );
    });

    /** True for a request with the operator credential (Authorization: Bearer OPERATOR_TOKEN). */
    const isOperator = (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
      return Boolean(config.operatorToken) && same(token, config.operatorToken ?? '');
    };
    const OPERATOR_REQUIRED = 'An operator token is required.';

    app.get('/api/operator/reconciliation', async (request, reply) => {
      if (!isOperator(request)) return send(reply, 401, refused(OPERATOR_REQUIRED));
      const calls = await services.outbox.unresolved();
      return send(
        reply,
        200,
        ok(
          calls.map((call) => ({
            reference: call.callId,
            kind: call.kind,
            state: call.state,
            attempts: call.attempts,
            since: call.createdAt.toISOString(),
            note: call.operatorNote,
            lastError: call.lastError,
            // A held answer: what the call asked and what the provider reported, side by side.
            ...(call.held ? { asked: call.held.asked, reported: call.held.reported } : {}),
            // News after the outcome was recorded that contradicts it (nothing moved automatically).
            ...(call.lateNews ? { lateNews: call.lateNews } : {}),
          })),
          calls.length === 0 ? 'Nothing needs a person.' : `${calls.length} call(s) need a person.`,
        ),
      );
    });

    app.post<{ Params: { reference: string } }>(
      '/api/operator/reconciliation/:reference/decision',
      { bodyLimit: 4 * 1024 },
      async (request, reply) => {
        if (!isOperator(request)) return send(reply, 401, refused(OPERATOR_REQUIRED));
        const body = (request.body ?? {}) as Record<string, unknown>;
        const decision = typeof body.decision === 'string' ? body.decision.toUpperCase() : '';
        const operator = typeof body.operator === 'string' ? body.operator.trim() : '';
        const note = typeof body.note === 'string' ? body.note.trim().slice(0, 500) : null;
        if (!(DECISIONS as readonly string[]).includes(decision))
          return send(reply, 400, refused('decision must be CREDIT, REVERSE or RETRY.'));
        if (operator.length < 1 || operator.length > 100)
          return send(reply, 400, refused('operator must name who decides (1 to 100 characters).'));
        if (!REFERENCE.test(request.params.reference))
          return send(reply, 404, refused('No call has this reference.'));
        const answer = await services.decisions.decide({
          reference: request.params.reference,
          decision: decision as Decision,
          operator,
          note: note || null,
        });
        if (!answer.ok) {
          const status = answer.code === 'NOT_FOUND' ? 404 : answer.code === 'CONFLICT' ? 409 : 422;
          return send(reply, status, refused(answer.message));
        }
        return send(
          reply,
          200,
          ok(
            { ...answer.record, replayed: answer.replayed },
            answer.replayed ? 'This decision was taken already; nothing moved again.' : 'Decision recorded.',
          ),
        );
      },
    );

    app.get<{ Params: { reference: string } }>(
      '/api/operator/reconciliation/:reference/decisions',
      async (request, reply) => {
        if (!isOperator(request)) return send(reply, 401, refused(OPERATOR_REQUIRED));
        const decisions = REFERENCE.test(request.params.reference)
          ? await services.decisions.history(request.params.reference)
          : [];
        return send(reply, 200, ok(decisions, ''));
      },
    );
  },
  { name: 'callbacks' },
);
