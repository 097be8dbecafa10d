// The customer's own QR code (a SAVE & WIN code naming their account), for another customer to
// scan with Pay with QR and pay.
import { type MyQrAnswer, unwrap } from '@savewin/api';

import { api } from '../../../shared/api/client';

/** The customer's static code (the payer chooses the amount); rejects when it cannot be read. */
export function readMyQr(): Promise<MyQrAnswer> {
  return unwrap(api.GET('/api/qr-service/qr/mine', { params: { query: {} } }));
}
