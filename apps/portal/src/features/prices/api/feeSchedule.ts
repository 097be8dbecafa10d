// The gateway's fee and levy schedule, read by /prices so the page never disagrees with a quote.
import { readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function readFeeSchedule() {
  return readEnvelope(api.GET('/api/transaction/fee-schedule'));
}
