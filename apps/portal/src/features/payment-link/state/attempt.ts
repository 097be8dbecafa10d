// One transactionId per payment attempt (the gateway's idempotency key): a retry after a lost
// answer reuses it, so the payment can never be made twice; a new amount, or a retry after the
// gateway refused, is a new attempt with a new id.
import { newRequestId } from '@savewin/api';

export interface Attempt {
  /** The id to send for this body; the same body after an unknown outcome keeps its id. */
  idFor(body: string): string;
  /** The gateway answered (either way): the next press is a new attempt. */
  settle(): void;
}

export function createAttempt(): Attempt {
  let current: { body: string; id: string } | null = null;
  return {
    idFor(body) {
      if (current?.body !== body) current = { body, id: newRequestId() };
      return current.id;
    },
    settle() {
      current = null;
    },
  };
}
