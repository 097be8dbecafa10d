// National ID (Ghana Card) verification behind an interface. A check is an outbox call
// (domain/kyc): recorded with the request, sent after the commit (after KYC_DELAY_MS in the
// sandbox, so the portal shows the pending state), its decision recorded once in the database.
//
// Documented sandbox test numbers: a Ghana Card number whose 9 digits are all the same digit
// repeated (GHA-000000000-0, GHA-111111111-1, …) or that ends in '-9' is REJECTED; every other
// well-formed number is VERIFIED, with names taken from the registration.

export type IdDecision = { status: 'VERIFIED' } | { status: 'REJECTED'; reason: string };

export interface IdVerificationRequest {
  ghanaCardNumber: string;
  imageJpeg: Buffer;
}

export type IdCheckStatus = IdDecision | { status: 'PENDING' } | { status: 'NOT_FOUND' };

export interface IdVerificationAdapter {
  readonly kind: 'sandbox' | 'live';
  /**
   * Sends a check under our reference (the same reference again is the same check). Answers the
   * decision when the provider gives it at once, or PENDING when it comes later by callback.
   * Throws when the answer is unknown (then it is sent again with the same reference).
   */
  check(request: IdVerificationRequest, reference: string): Promise<IdDecision | { status: 'PENDING' }>;
  /** What became of an earlier check (reconciliation, and to confirm a callback). */
  status?(reference: string): Promise<IdCheckStatus>;
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

/** The sandbox verifier decides at once; the delay a person sees is the outbox's (KYC_DELAY_MS). */
export function createSandboxIdVerification(): IdVerificationAdapter {
  return {
    kind: 'sandbox',
    check: async (request) => sandboxDecision(request.ghanaCardNumber),
  };
}
