// National ID (Ghana Card) verification behind an interface. A check is an outbox call
// (domain/kyc): recorded with the request, sent after the commit (after KYC_DELAY_MS in the
// sandbox, so the portal shows the pending state), its decision recorded once in the database.
//
// Documented sandbox test numbers: a Ghana Card number whose 9 digits are all the same digit
// repeated (GHA-000000000-0, GHA-111111111-1, …) or that ends in '-9' is REJECTED; one that ends
// in '-8' is VERIFIED with the name the sandbox's registry holds for every such card,
// SANDBOX_REGISTRY_NAME, whatever the customer typed (so the binding of the shown name to the ID
// check can be tried in the sandbox); every other well-formed number is VERIFIED with no name
// (the registration's name is used).
//
// A PIN reset's selfie is matched against the KYC photo (matchSelfie). The sandbox's rule, which is
// deterministic and documented for tests and demos: a photo's "face" is the text of its JPEG comment
// (COM segment), or none; a selfie matches when its face is the KYC photo's. A webcam's photos carry
// no comment, so a customer's own selfie matches; a test plays a stranger by sending a JPEG with a
// comment (sandboxFaceJpeg).

/**
 * A check's decision. VERIFIED carries the holder's name as the ID authority has it: the name the
 * customer is shown to others by (payers, senders, name look-ups), whatever they typed. The sandbox
 * answers a name for its '-8' cards only (otherwise the profile's name is used: see kyc.ts).
 */
export type IdDecision = { status: 'VERIFIED'; fullName?: string } | { status: 'REJECTED'; reason: string };

export interface IdVerificationRequest {
  ghanaCardNumber: string;
  imageJpeg: Buffer;
}

export type IdCheckStatus = IdDecision | { status: 'PENDING' } | { status: 'NOT_FOUND' };

/** A selfie against the customer's KYC photo: a match, a refusal, or no answer yet (live). */
export type SelfieMatch =
  { status: 'MATCH' } | { status: 'NO_MATCH'; reason: string } | { status: 'PENDING' };

export interface SelfieMatchRequest {
  /** The reference of the customer's verified KYC check (Smile ID's user id of the enrolled face). */
  kycReference: string;
  ghanaCardNumber: string;
  /** The photo taken at KYC. */
  kycImageJpeg: Buffer;
  selfieJpeg: Buffer;
}

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
  /**
   * Matches a selfie against the customer's KYC face under our reference (the same reference
   * again asks about the same check: PENDING until the provider has decided). Throws when the
   * answer is unknown.
   */
  matchSelfie(request: SelfieMatchRequest, reference: string): Promise<SelfieMatch>;
}

/** The sandbox's face of a JPEG: the text of its first comment (COM) segment, '' when it has none. */
export function sandboxFace(jpeg: Buffer): string {
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    // Start of scan or end of image: the headers are over.
    if (marker === 0xda || marker === 0xd9) break;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xfe) return jpeg.subarray(at + 4, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return '';
}

/** A JPEG carrying the sandbox face `face` (a comment segment after the SOI marker). */
export function sandboxFaceJpeg(jpeg: Buffer, face: string): Buffer {
  const text = Buffer.from(face, 'utf8');
  const segment = Buffer.alloc(4);
  segment.writeUInt8(0xff, 0);
  segment.writeUInt8(0xfe, 1);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

/** The holder's name the sandbox's registry answers for a Ghana Card number ending in '-8'. */
export const SANDBOX_REGISTRY_NAME = 'Kojo Registry Asante';

export const SANDBOX_NO_MATCH = 'The selfie does not match the photo of your verification.';

export function sandboxSelfieMatch(request: SelfieMatchRequest): SelfieMatch {
  return sandboxFace(request.selfieJpeg) === sandboxFace(request.kycImageJpeg)
    ? { status: 'MATCH' }
    : { status: 'NO_MATCH', reason: SANDBOX_NO_MATCH };
}

export function sandboxDecision(ghanaCardNumber: string): IdDecision {
  const match = /^GHA-(\d{9})-(\d)$/.exec(ghanaCardNumber);
  if (!match) return { status: 'REJECTED', reason: 'The Ghana Card number is not valid.' };
  const digits = match[1] ?? '';
  if (/^(\d)\1{8}$/.test(digits) || match[2] === '9') {
    return { status: 'REJECTED', reason: 'The Ghana Card could not be verified.' };
  }
  return match[2] === '8' ? { status: 'VERIFIED', fullName: SANDBOX_REGISTRY_NAME } : { status: 'VERIFIED' };
}

/** The sandbox verifier decides at once; the delay a person sees is the outbox's (KYC_DELAY_MS). */
export function createSandboxIdVerification(): IdVerificationAdapter {
  return {
    kind: 'sandbox',
    check: async (request) => sandboxDecision(request.ghanaCardNumber),
    matchSelfie: async (request) => sandboxSelfieMatch(request),
  };
}
