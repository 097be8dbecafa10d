// The only errors the domain throws on purpose. Each carries a code saying what kind of "no" it
// is; http/ alone decides the status code and envelope each code answers with.
export type DomainErrorCode =
  /** A business rule said no; the customer reads the message (HTTP 200, isSuccess false). */
  | 'REFUSED'
  /** No valid credential. */
  | 'UNAUTHENTICATED'
  /** The caller is not the owner of what it names. */
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  /** The same idempotency key with another request. */
  | 'CONFLICT'
  /** A request the rules cannot read (malformed beyond what the contract validates). */
  | 'INVALID'
  | 'TOO_LARGE'
  /** Well formed but impossible to process (a statement period too long, a photo unreadable). */
  | 'UNPROCESSABLE'
  | 'THROTTLED';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A business refusal written for the customer to read. */
export class Refusal extends DomainError {
  constructor(message: string) {
    super('REFUSED', message);
    this.name = 'Refusal';
  }
}

export class NotYours extends DomainError {
  constructor(message = 'You can only see or change your own profile.') {
    super('FORBIDDEN', message);
    this.name = 'NotYours';
  }
}

export class Unauthenticated extends DomainError {
  constructor(message = 'Please sign in again.') {
    super('UNAUTHENTICATED', message);
    this.name = 'Unauthenticated';
  }
}
