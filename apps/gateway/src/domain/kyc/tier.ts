import type { Queryable } from '../../db/database';
import type { KycTier } from '../ledger/index';

/**
 * The Bank of Ghana wallet tier of a customer: a Ghana Card verified through our KYC is the
 * national ID check the medium tier asks for; anyone else stays on the minimum tier. The
 * enhanced tier needs checks we do not make yet (address, in-person), so nobody gets it here.
 */
export async function kycTierOf(q: Queryable, customerNumber: string): Promise<KycTier> {
  const [row] = await q.query<{ kyc_status: string }>(
    'SELECT kyc_status FROM leads WHERE customer_number = $1',
    [customerNumber],
  );
  return row?.kyc_status === 'VERIFIED' ? 'MEDIUM' : 'MINIMUM';
}
