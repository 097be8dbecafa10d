// Whom a scanned code pays, as the gateway reads it (it checks the code itself: checksum, currency,
// country, merchant directory). Nothing is written by reading.
import { GatewayError, type QrPayee, unwrap } from '@savewin/api';

import { api, failureMessage } from '../../../shared/api/client';

export type QrReadOutcome = { payee: QrPayee } | { problem: string };

/** The payee of a scanned code, or why it cannot be paid in the gateway's words. */
export async function readQrPayee(payload: string): Promise<QrReadOutcome> {
  try {
    return { payee: await unwrap(api.POST('/api/qr-service/qr/read', { body: { payload } })) };
  } catch (error) {
    // A code that cannot be paid is a 400 whose message says why (damaged, foreign, unknown).
    if (error instanceof GatewayError && error.status === 400 && error.displayMessage)
      return { problem: error.displayMessage };
    return { problem: failureMessage(error) };
  }
}
