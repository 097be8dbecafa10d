// The one place an error becomes an answer: every failure of reading a request (invalid against
// the contract, too large, not JSON) is the envelope with a 4xx and a message a person can act
// on; anything else is a 500 that is logged and says nothing of the inside. Registered before
// the operations, whose route context inherits it.
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';

import { KYC_MESSAGES } from '../../domain/kyc/kyc';
import { refused, type HttpErrorStatus } from '../envelope';
import { send } from '../reply';
import { validationMessage, type ValidationIssue } from '../validation';

export const errors = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return send(
          reply,
          400,
          refused(
            validationMessage(error.validation as ValidationIssue[], error.validationContext ?? 'body'),
          ),
        );
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
        const kyc = request.url.startsWith('/api/kyc-service/');
        return send(reply, 413, refused(kyc ? KYC_MESSAGES.tooLarge : 'The request is too large.'));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return send(reply, 400, refused('The request body is not valid JSON.'));
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return send(reply, 400, refused('The request body is empty: send a JSON object.'));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return send(reply, 400, refused('Send the request body as application/json.'));
      }
      if (status >= 400 && status < 500) {
        const known: HttpErrorStatus[] = [400, 401, 403, 404, 409, 413, 422, 429];
        const answer = known.includes(status as HttpErrorStatus) ? status : 400;
        return send(reply, answer, refused(error.message || 'The request could not be read.'));
      }
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, refused('Something went wrong on our side. Please try again.'));
    });
  },
  { name: 'errors' },
);
