// KYC: a customer submits a Ghana Card number and a webcam photo; the check is recorded with the
// request (an outbox call, so a restart never loses it) and the ID-verification adapter decides
// later. VERIFIED creates the customer (customer number, names) and opens the SAVE & WIN
// account through the ledger, in one database transaction; REJECTED lets the customer try again.
import type { IdDecision, IdVerificationAdapter } from '../../adapters/idVerification/idVerification';
import type { SmsAdapter } from '../../adapters/sms/sms';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { DomainError, NotYours, Refusal, Unauthenticated } from '../errors';
import type { CustomerAccounts } from '../ledger/index';
import {
  closeCalls,
  createOutbox,
  enqueueCall,
  type CallHandler,
  type Outbox,
  type OutboxCall,
} from '../outbox/outbox';

export const GHANA_CARD = /^GHA-\d{9}-\d$/;
/** Largest photo accepted, decoded (the webcam's 400x420 JPEG is far smaller). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const KYC_MESSAGES = {
  submitted: 'Your details have been submitted for verification.',
  cardFormat: 'Please enter your Ghana Card number as GHA-000000000-0.',
  notJpeg: 'The photo must be a JPEG image. Please take it again.',
  tooLarge: 'The photo is too large. Please take it again.',
  alreadyVerified: 'Your identity is already verified.',
  inProgress: 'Your verification is already in progress. You will be notified once it is completed.',
  notYours: 'You can only verify your own profile.',
  cardTaken:
    'This Ghana Card is already verified on another SAVE & WIN profile. Please contact SAVE & WIN support.',
} as const;

/** The selfie cannot be used: too large, or not a photo we can read. */
export class PhotoProblem extends DomainError {
  constructor(problem: 'TOO_LARGE' | 'UNPROCESSABLE', message: string) {
    super(problem, message);
    this.name = 'PhotoProblem';
  }
}

export interface KycDeps {
  db: Database;
  now(): Date;
  sms: SmsAdapter;
  idVerification: IdVerificationAdapter;
  /** Where the check is recorded with the request and sent from (by default its own). */
  outbox?: Outbox;
  /** How long after the request the check is sent (the sandbox's visible pending state). */
  delayMs?: number;
  accounts: Pick<CustomerAccounts, 'openCustomerAccount' | 'getCustomerAccounts'>;
  /**
   * A customer was verified and their SAVE & WIN account opened; called inside that database
   * transaction so the welcome notice exists exactly when the customer does.
   */
  onVerified?(
    q: Queryable,
    customer: { customerNumber: string; accountNumber: string; at: Date },
  ): Promise<void>;
  /** The check was rejected; called inside the transaction that records it (the bell's notice). */
  onRejected?(
    q: Queryable,
    rejected: { kycId: string; leadId: string; customerNumber: string | null; reason: string; at: Date },
  ): Promise<void>;
}

export interface KycInput {
  ghanaCardNumber: string;
  image: string;
  leadid: string;
}

/** 'data:image/jpeg;base64,…' → the JPEG bytes, refusing anything else. */
export function decodeJpegDataUrl(image: string): Buffer {
  const match = /^data:image\/jpeg;base64,([A-Za-z0-9+/]+={0,2})$/.exec(image);
  if (!match?.[1]) throw new PhotoProblem('UNPROCESSABLE', KYC_MESSAGES.notJpeg);
  if ((match[1].length * 3) / 4 > MAX_IMAGE_BYTES + 3)
    throw new PhotoProblem('TOO_LARGE', KYC_MESSAGES.tooLarge);
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new PhotoProblem('TOO_LARGE', KYC_MESSAGES.tooLarge);
  // Every JPEG starts with the SOI marker FF D8 and a marker FF xx.
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) {
    throw new PhotoProblem('UNPROCESSABLE', KYC_MESSAGES.notJpeg);
  }
  return bytes;
}

function splitName(profileName: string | null): { firstName: string; lastName: string } {
  const parts = (profileName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: '', lastName: '' };
  if (parts.length === 1) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] ?? '' };
}

interface KycCall {
  kycId: string;
  ghanaCardNumber: string;
}

export function createKyc(deps: KycDeps) {
  const { db } = deps;
  const outbox = deps.outbox ?? createOutbox({ db, now: () => deps.now() });
  const delayMs = deps.delayMs ?? 0;

  /** Applies the verifier's decision; safe to call twice (only a PENDING request changes). */
  async function decide(kycId: string, decision: IdDecision): Promise<void> {
    const now = deps.now();
    const notice = await db.transaction(async (tx) => {
      const rows = await tx.query<{ lead_id: string; status: string }>(
        'SELECT lead_id, status FROM kyc_requests WHERE kyc_id = $1 FOR UPDATE',
        [kycId],
      );
      const request = rows[0];
      await closeCalls(tx, kycId, now);
      if (!request || request.status !== 'PENDING') return undefined;
      const leads = await tx.query<{
        mobile_number: string | null;
        profile_name: string | null;
        customer_number: string | null;
        deleted_at: Date | null;
      }>(
        'SELECT mobile_number, profile_name, customer_number, deleted_at FROM leads WHERE lead_id = $1 FOR UPDATE',
        [request.lead_id],
      );
      const lead = leads[0];
      if (!lead || lead.deleted_at) {
        await tx.query(
          "UPDATE kyc_requests SET status = 'REJECTED', reason = 'profile deleted', decided_at = $2 WHERE kyc_id = $1",
          [kycId, now],
        );
        return undefined;
      }
      /** The check refused: the request and the profile say so, the customer's phone is told why. */
      const reject = async (reason: string, text: string) => {
        await tx.query(
          "UPDATE kyc_requests SET status = 'REJECTED', reason = $2, decided_at = $3 WHERE kyc_id = $1",
          [kycId, reason, now],
        );
        await tx.query("UPDATE leads SET kyc_status = 'REJECTED', updated_at = $2 WHERE lead_id = $1", [
          request.lead_id,
          now,
        ]);
        await deps.onRejected?.(tx, {
          kycId,
          leadId: request.lead_id,
          customerNumber: lead.customer_number,
          reason,
          at: now,
        });
        return lead.mobile_number ? { to: lead.mobile_number, text } : undefined;
      };
      if (decision.status === 'REJECTED') {
        return reject(
          decision.reason,
          `Your SAVE & WIN identity verification was not successful: ${decision.reason} Please try again in the app.`,
        );
      }
      // One Ghana Card, one profile: the card is bound to this profile here, or the check is
      // refused because another profile holds it.
      const bound = await tx.query(
        `INSERT INTO ghana_cards (ghana_card_number, lead_id, kyc_id, bound_at)
         SELECT ghana_card_number, lead_id, kyc_id, $2 FROM kyc_requests WHERE kyc_id = $1
         ON CONFLICT DO NOTHING RETURNING lead_id`,
        [kycId, now],
      );
      if (bound.length === 0) {
        return reject(
          KYC_MESSAGES.cardTaken,
          `Your SAVE & WIN identity verification was not successful: ${KYC_MESSAGES.cardTaken}`,
        );
      }
      let customerNumber = lead.customer_number;
      if (!customerNumber) {
        const seq = await tx.query<{ n: number }>("SELECT nextval('customer_number_seq') AS n");
        customerNumber = String(seq[0]?.n);
      }
      // The name others see is the one the ID check returned; the profile's typed name only when
      // the verifier answers none (the sandbox).
      const { firstName, lastName } = splitName(decision.fullName ?? lead.profile_name);
      await tx.query(
        `UPDATE leads SET kyc_status = 'VERIFIED', customer_number = $2, first_name = $3, last_name = $4, updated_at = $5
          WHERE lead_id = $1`,
        [request.lead_id, customerNumber, firstName, lastName, now],
      );
      await tx.query("UPDATE kyc_requests SET status = 'VERIFIED', decided_at = $2 WHERE kyc_id = $1", [
        kycId,
        now,
      ]);
      const { accountNumber } = await deps.accounts.openCustomerAccount(tx, {
        customerNumber,
        productName: 'SAVE & WIN',
      });
      await deps.onVerified?.(tx, { customerNumber, accountNumber, at: now });
      return lead.mobile_number
        ? {
            to: lead.mobile_number,
            text: `Your identity is verified. Your SAVE & WIN account ${accountNumber} is open. Please sign in to continue.`,
          }
        : undefined;
    });
    if (notice) await deps.sms.send(notice.to, notice.text);
  }

  async function request(auth: Caller | null, input: KycInput): Promise<{ kycStatus: 'PENDING' }> {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated();
    if (input.leadid !== auth.leadId) throw new NotYours(KYC_MESSAGES.notYours);
    const ghanaCardNumber = input.ghanaCardNumber.trim().toUpperCase();
    if (!GHANA_CARD.test(ghanaCardNumber)) throw new Refusal(KYC_MESSAGES.cardFormat);
    const imageJpeg = decodeJpegDataUrl(input.image);
    const now = deps.now();
    const kycId = await db.transaction(async (tx) => {
      const leads = await tx.query<{ kyc_status: string }>(
        'SELECT kyc_status FROM leads WHERE lead_id = $1 AND deleted_at IS NULL FOR UPDATE',
        [auth.leadId],
      );
      const lead = leads[0];
      if (!lead) throw new Unauthenticated();
      if (lead.kyc_status === 'VERIFIED') throw new Refusal(KYC_MESSAGES.alreadyVerified);
      if (lead.kyc_status === 'PENDING') throw new Refusal(KYC_MESSAGES.inProgress);
      const rows = await tx.query<{ kyc_id: string }>(
        `INSERT INTO kyc_requests (lead_id, ghana_card_number, image_jpeg, status, created_at)
         VALUES ($1, $2, $3, 'PENDING', $4) RETURNING kyc_id`,
        [auth.leadId, ghanaCardNumber, imageJpeg, now],
      );
      await tx.query("UPDATE leads SET kyc_status = 'PENDING', updated_at = $2 WHERE lead_id = $1", [
        auth.leadId,
        now,
      ]);
      const id = (rows[0] as { kyc_id: string }).kyc_id;
      const call: KycCall = { kycId: id, ghanaCardNumber };
      await enqueueCall(tx, {
        callId: id,
        kind: 'KYC',
        subject: id,
        payload: call,
        at: now,
        leaseMs: outbox.leaseMs,
        ...(delayMs > 0 ? { delayMs } : {}),
      });
      return id;
    });
    // Sent now in the background, or by the worker when the delay has passed (also after a crash).
    if (delayMs === 0) outbox.deliverSoon(kycId);
    else outbox.deliverAfter(kycId, delayMs);
    return { kycStatus: 'PENDING' };
  }

  async function imageOf(kycId: string): Promise<Buffer> {
    const [row] = await db.query<{ image_jpeg: Buffer | Uint8Array | null }>(
      'SELECT image_jpeg FROM kyc_requests WHERE kyc_id = $1',
      [kycId],
    );
    return Buffer.from(row?.image_jpeg ?? new Uint8Array());
  }

  outbox.register('KYC', {
    async send({ payload }: OutboxCall<KycCall>) {
      const answer = await deps.idVerification.check(
        { ghanaCardNumber: payload.ghanaCardNumber, imageJpeg: await imageOf(payload.kycId) },
        payload.kycId,
      );
      if (answer.status === 'PENDING') return 'sent';
      await decide(payload.kycId, answer);
      return 'done';
    },
    async check({ payload }: OutboxCall<KycCall>) {
      if (!deps.idVerification.status) return 'pending';
      const answer = await deps.idVerification.status(payload.kycId);
      if (answer.status === 'PENDING') return 'pending';
      if (answer.status === 'NOT_FOUND') return 'not-found';
      await decide(payload.kycId, answer);
      return 'done';
    },
    async abandon({ payload }: OutboxCall<KycCall>) {
      await decide(payload.kycId, {
        status: 'REJECTED',
        reason: 'We could not reach the verification service. Please try again.',
      });
    },
  } as CallHandler);

  /** A verifier's callback (authenticated by the caller): confirmed with the verifier, then recorded once. */
  async function confirmFromProvider(kycId: string): Promise<'done' | 'pending' | 'not-found' | 'unknown'> {
    const call = await outbox.find(kycId);
    if (!call || call.kind !== 'KYC') return 'unknown';
    if (call.state === 'DONE') return 'done';
    if (!deps.idVerification.status) return 'pending';
    const answer = await deps.idVerification.status(kycId);
    if (answer.status === 'PENDING') return 'pending';
    if (answer.status === 'NOT_FOUND') return 'not-found';
    await decide(kycId, answer);
    return 'done';
  }

  return { request, decide, confirmFromProvider };
}

export type Kyc = ReturnType<typeof createKyc>;
