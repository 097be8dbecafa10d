// The payment-link name lookup (spec §4 step 3): the network the visitor picked names a TELCO sort
// code (sent with the payment, so the gateway collects on the network chosen even from a ported
// number); when the sort codes are missing they are reloaded, at most PAYMENT_LINK_SORT_CODE_RETRIES
// times, before the holder's name is asked for on that network.
import { PAYMENT_LINK_SORT_CODE_RETRIES, type Network } from '@savewin/core';

import { BusinessError, type PortalGateway, type SortCode } from '../../../shared/api/gateway';

/** The TELCO sort code whose description is the network, loading the list as often as allowed. */
export async function telcoSortCode(
  api: PortalGateway,
  network: Network,
  known: readonly SortCode[],
): Promise<{ sortCode: SortCode | null; sortCodes: readonly SortCode[] }> {
  const find = (list: readonly SortCode[]) =>
    list.find((s) => s.type === 'TELCO' && s.description.toUpperCase() === network) ?? null;
  let sortCodes = known;
  for (let attempt = 0; !find(sortCodes) && attempt < PAYMENT_LINK_SORT_CODE_RETRIES; attempt += 1) {
    try {
      const answer = await api.sortCodes();
      if (answer.isSuccess && answer.result) sortCodes = answer.result;
    } catch {
      // A failed reload is one of the allowed attempts; the next one may succeed.
    }
  }
  return { sortCode: find(sortCodes), sortCodes };
}

/** The registered name of `phoneNumber` on `network`; BusinessError (the gateway's words) when unknown. */
export async function payerName(api: PortalGateway, phoneNumber: string, network: Network): Promise<string> {
  const answer = await api.validateName(phoneNumber, network);
  if (!answer.isSuccess || !answer.result) throw new BusinessError(answer.displayMessage);
  return answer.result.accountName;
}
