// Every answer of the gateway is the envelope of spec §3. Business outcomes are HTTP 200 (a refused
// business rule is isSuccess false with a message a customer can read); transport problems use
// the HTTP status with the same envelope (ARCHITECTURE "Envelope"). The domain's outcomes have
// the envelope's shape, so they are sent as they are.
import type { DomainErrorCode } from '../domain/errors';
import type { Outcome } from '../domain/outcome';

export { ok, refused } from '../domain/outcome';
export type Envelope<T> = Outcome<T>;

export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/** Thrown by handlers and hooks for answers that are not business outcomes (401, 403, 429…). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: HttpErrorStatus,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The one place a domain error becomes a status code. */
export const STATUS_OF: Record<DomainErrorCode, 200 | HttpErrorStatus> = {
  REFUSED: 200,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID: 400,
  TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  THROTTLED: 429,
};
