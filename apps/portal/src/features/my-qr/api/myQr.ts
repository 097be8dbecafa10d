// The customer's own QR code (a SAVE & WIN code naming their account), for another customer to
// scan with Pay with QR and pay.
import { type MyQrAnswer, unwrap } from '@savewin/api';

import { api } from '../../../shared/api/client';

/**
 * The customer's code: static (the payer chooses the amount), or with `amount` ('50.00') a dynamic
 * code asking for it. Rejects when it cannot be read.
 */
export function readMyQr(amount?: string): Promise<MyQrAnswer> {
  return unwrap(
    api.GET('/api/qr-service/qr/mine', { params: { query: amount === undefined ? {} : { amount } } }),
  );
}
