// The two ways a gateway call can fail, as the portal must tell them apart (spec §7, §8):
// the call itself failed (GatewayError: network, timeout or any status but 200 — the customer
// sees 'Something went wrong') or the gateway answered 200 and refused (BusinessError: the
// customer sees the gateway's displayMessage).

/** The one text shown for every failure that is not a business refusal (spec §8). */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

export type GatewayErrorKind = 'network' | 'timeout' | 'http';

export interface GatewayErrorDetails {
  kind: GatewayErrorKind;
  /** HTTP status, when an answer arrived. */
  status?: number;
  /** The envelope's displayMessage, when the error answer carried one. */
  displayMessage?: string;
  /** The X-Request-Id sent with the call, to quote to support and find in gateway logs. */
  requestId?: string;
  cause?: unknown;
}

/** The call did not produce a usable HTTP 200 answer. `message` is always 'Something went wrong'. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly kind: GatewayErrorKind;
  readonly status: number | undefined;
  readonly displayMessage: string | undefined;
  readonly requestId: string | undefined;

  constructor(details: GatewayErrorDetails) {
    super(SOMETHING_WENT_WRONG, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = details.kind;
    this.status = details.status;
    this.displayMessage = details.displayMessage;
    this.requestId = details.requestId;
  }
}

/** HTTP 200 with `isSuccess: false`: the gateway refused; `message` is its displayMessage. */
export class BusinessError extends Error {
  override readonly name = 'BusinessError';
  readonly displayMessage: string;

  constructor(displayMessage: string) {
    super(displayMessage);
    this.displayMessage = displayMessage;
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

export function isBusinessError(error: unknown): error is BusinessError {
  return error instanceof BusinessError;
}
