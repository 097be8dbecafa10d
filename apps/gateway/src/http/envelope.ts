// Every answer of the gateway is the envelope of spec §3. Business outcomes are HTTP 200 (a refused
// business rule is isSuccess false with a message a customer can read); transport problems use
// the HTTP status with the same envelope (ARCHITECTURE "Envelope").

export interface Envelope<T> {
  isSuccess: boolean;
  displayMessage: string;
  result: T | null;
}

export function ok<T>(result: T, displayMessage = 'Successful'): Envelope<T> {
  return { isSuccess: true, displayMessage, result };
}

/** A business refusal: HTTP 200, isSuccess false. */
export function refused(displayMessage: string): Envelope<never> {
  return { isSuccess: false, displayMessage, result: null };
}

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
