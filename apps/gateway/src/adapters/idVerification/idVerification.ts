// National ID (Ghana Card) verification behind an interface. The sandbox decides at once but
// reports asynchronously (after a delay), like the real service's callback.
//
// Documented sandbox test numbers: a Ghana Card number whose 9 digits are all the same digit
// repeated (GHA-000000000-0, GHA-111111111-1, …) or that ends in '-9' is REJECTED; every other
// well-formed number is VERIFIED, with names taken from the registration.

export type IdDecision = { status: 'VERIFIED' } | { status: 'REJECTED'; reason: string };

export interface IdVerificationRequest {
  ghanaCardNumber: string;
  imageJpeg: Buffer;
}

export interface IdVerificationAdapter {
  readonly kind: 'sandbox' | 'live';
  /** Starts a verification; `onDecision` is called later with the outcome. */
  submit(request: IdVerificationRequest, onDecision: (decision: IdDecision) => Promise<void>): void;
  /** Waits for decisions still in flight (shutdown, tests). */
  settle(): Promise<void>;
}

export function sandboxDecision(ghanaCardNumber: string): IdDecision {
  const match = /^GHA-(\d{9})-(\d)$/.exec(ghanaCardNumber);
  if (!match) return { status: 'REJECTED', reason: 'The Ghana Card number is not valid.' };
  const digits = match[1] ?? '';
  if (/^(\d)\1{8}$/.test(digits) || match[2] === '9') {
    return { status: 'REJECTED', reason: 'The Ghana Card could not be verified.' };
  }
  return { status: 'VERIFIED' };
}

export function createSandboxIdVerification(options: {
  delayMs: number;
  onError?: (error: unknown) => void;
}): IdVerificationAdapter {
  const inFlight = new Set<Promise<void>>();
  return {
    kind: 'sandbox',
    submit(request, onDecision) {
      const decision = sandboxDecision(request.ghanaCardNumber);
      const done = new Promise<void>((resolve) => {
        setTimeout(() => {
          onDecision(decision)
            .catch((error: unknown) => options.onError?.(error))
            .finally(resolve);
        }, options.delayMs);
      });
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done));
    },
    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
