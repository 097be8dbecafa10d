// Reading the `{isSuccess, displayMessage, result}` envelope the way the spec does (§7): HTTP 200
// first (the client's middleware has already turned anything else into a GatewayError), then
// isSuccess, then displayMessage.
import { BusinessError, GatewayError } from './errors.ts';

export interface Envelope<R = unknown> {
  isSuccess: boolean;
  displayMessage: string;
  result: R;
}

/** The result type carried by an envelope type (the intersection the generated types produce). */
export type ResultOf<D> = D extends { result: infer R } ? R : never;

/** What an openapi-fetch call resolves to, reduced to what these helpers need. */
export interface CallOutcome<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.isSuccess === 'boolean' &&
    typeof candidate.displayMessage === 'string' &&
    'result' in candidate
  );
}

/**
 * The envelope of a successful HTTP exchange, whatever its isSuccess. Use it where isSuccess false
 * is an answer rather than a failure (leadExistsByNumber: false means a new number).
 */
export async function readEnvelope<D extends Envelope>(
  call: Promise<CallOutcome<D>>,
): Promise<Envelope<ResultOf<D>>> {
  const { data, response } = await call;
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (response.status !== 200) {
    throw new GatewayError({ kind: 'http', status: response.status, requestId });
  }
  if (!isEnvelope(data)) {
    // A 200 that is not an envelope is a broken gateway, not a business answer.
    throw new GatewayError({ kind: 'http', status: response.status, requestId });
  }
  return data as Envelope<ResultOf<D>>;
}

/**
 * The envelope of a call that succeeded (`isSuccess: true`), with its displayMessage (some screens
 * show it on success too) and a result that may legitimately be null (validateOtp at sign-up).
 * Throws BusinessError (message = displayMessage) when isSuccess is false.
 */
export async function unwrapEnvelope<D extends Envelope>(
  call: Promise<CallOutcome<D>>,
): Promise<Envelope<ResultOf<D>> & { isSuccess: true }> {
  const envelope = await readEnvelope(call);
  if (!envelope.isSuccess) throw new BusinessError(envelope.displayMessage);
  return envelope as Envelope<ResultOf<D>> & { isSuccess: true };
}

/**
 * The result of a call that succeeded, with the message it came with (a screen that shows why the
 * answer is what it is). Throws BusinessError when isSuccess is false, and GatewayError when the
 * gateway claims success without a result (a broken answer).
 */
export async function unwrapAnswer<D extends Envelope>(
  call: Promise<CallOutcome<D>>,
): Promise<{ result: NonNullable<ResultOf<D>>; displayMessage: string }> {
  const envelope = await unwrapEnvelope(call);
  if (envelope.result === null || envelope.result === undefined) {
    throw new GatewayError({ kind: 'http', status: 200, displayMessage: envelope.displayMessage });
  }
  return { result: envelope.result as NonNullable<ResultOf<D>>, displayMessage: envelope.displayMessage };
}

/** The result of a call that succeeded; throws as unwrapAnswer does. */
export async function unwrap<D extends Envelope>(
  call: Promise<CallOutcome<D>>,
): Promise<NonNullable<ResultOf<D>>> {
  return (await unwrapAnswer(call)).result;
}

/**
 * The list a call answered, empty when the gateway says there is none (a null result). Throws like
 * unwrapEnvelope: a refusal is not an empty list.
 */
export async function unwrapList<D extends Envelope>(
  call: Promise<CallOutcome<D>>,
): Promise<NonNullable<ResultOf<D>> | []> {
  const { result } = await unwrapEnvelope(call);
  return (result ?? []) as NonNullable<ResultOf<D>> | [];
}
