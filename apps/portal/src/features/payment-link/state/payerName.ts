// The payment-link name lookup (spec §4 step 3): the network the visitor picked names a TELCO sort
// code (sent with the payment, so the gateway collects on the network chosen even from a ported
// number); when the sort codes are missing they are reloaded, at most PAYMENT_LINK_SORT_CODE_RETRIES
// times, before the holder's name is asked for on that network.
import { BusinessError, type SortCode } from '@savewin/api';
import { PAYMENT_LINK_SORT_CODE_RETRIES, type Network } from '@savewin/core';

import { loadSortCodes, lookUpPayerName } from '../api/paymentLink';

/** The TELCO sort code whose description is the network, loading the list as often as allowed. */
export async function telcoSortCode(
  network: Network,
  known: readonly SortCode[],
): Promise<{ sortCode: SortCode | null; sortCodes: readonly SortCode[] }> {
  const find = (list: readonly SortCode[]) =>
    list.find((s) => s.type === 'TELCO' && s.description.toUpperCase() === network) ?? null;
  let sortCodes = known;
  for (let attempt = 0; !find(sortCodes) && attempt < PAYMENT_LINK_SORT_CODE_RETRIES; attempt += 1) {
    try {
      const answer = await loadSortCodes();
      if (answer.isSuccess && answer.result) sortCodes = answer.result;
    } catch {
      // A failed reload is one of the allowed attempts; the next one may succeed.
    }
  }
  return { sortCode: find(sortCodes), sortCodes };
}

/** The registered name of `phoneNumber` on `network`; BusinessError (the gateway's words) when unknown. */
export async function payerName(linkToken: string, phoneNumber: string, network: Network): Promise<string> {
  // The name is answered only to the holder of this link's credential (or a signed-in customer).
  const answer = await lookUpPayerName(linkToken, phoneNumber, network);
  if (!answer.isSuccess || !answer.result) throw new BusinessError(answer.displayMessage);
  return answer.result.accountName;
}
