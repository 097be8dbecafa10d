// Spec §4 Link wallet step 1: a network selects the TELCO sort code whose description names it
// ('AIRTELTIGO' and 'AT' are one network, so descriptions are read through parseNetwork).
import { type SortCode } from '@savewin/api';
import { parseNetwork, type Network } from '@savewin/core';

export function telcoSortCodeOf(network: Network, sortCodes: readonly SortCode[]): SortCode | null {
  return (
    sortCodes.find((s) => s.type.toUpperCase() === 'TELCO' && parseNetwork(s.description) === network) ?? null
  );
}
