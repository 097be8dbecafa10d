// The merchant directory behind GhQR payments: who a scanned code's merchant account (the
// template's account id) and till are, as the acquirer that onboarded the merchant knows them.
// A payment is made to what the directory says (name, city, tills), never to what a code claims:
// anyone can print a well-formed code with a correct checksum.

export interface Merchant {
  /** The account id in the code's GhQR template (sub-id 01). */
  merchantId: string;
  name: string;
  city: string;
  /** ISO 18245 merchant category code. */
  categoryCode: string;
  /** What kind of shop it is, in words. */
  category: string;
  /** The tills (terminals) a code of this merchant may name. */
  terminals: readonly string[];
}

export interface MerchantDirectory {
  readonly kind: 'sandbox' | 'live';
  /** The merchant with this account id, or null when the directory does not know it. */
  find(merchantId: string): Promise<Merchant | null>;
}

/**
 * The sandbox directory: a few made-up merchants, fixed, so tests and demos pay the same ones.
 * Their codes can be made with `writePaymentQr` from @savewin/core (scheme 'ghqr').
 */
export const SANDBOX_MERCHANTS: readonly Merchant[] = [
  {
    merchantId: 'GHQR-MER-000123',
    name: 'Auntie Akos Chop Bar',
    city: 'Kumasi',
    categoryCode: '5812',
    category: 'Restaurant',
    terminals: ['TILL-01', 'TILL-02'],
  },
  {
    merchantId: 'GHQR-MER-000456',
    name: 'Osu Community Pharmacy',
    city: 'Accra',
    categoryCode: '5912',
    category: 'Pharmacy',
    terminals: ['POS-1'],
  },
  {
    merchantId: 'GHQR-MER-000789',
    name: 'Kejetia Fabrics',
    city: 'Kumasi',
    categoryCode: '5131',
    category: 'Fabrics and clothing',
    terminals: ['STALL-7'],
  },
  {
    merchantId: 'GHQR-MER-001010',
    name: 'Tamale Northern Fuel',
    city: 'Tamale',
    categoryCode: '5541',
    category: 'Fuel station',
    terminals: ['PUMP-1', 'PUMP-2', 'PUMP-3'],
  },
];

export function createSandboxMerchantDirectory(
  merchants: readonly Merchant[] = SANDBOX_MERCHANTS,
): MerchantDirectory & { readonly kind: 'sandbox' } {
  const byId = new Map(merchants.map((m) => [m.merchantId.toUpperCase(), m]));
  return {
    kind: 'sandbox',
    async find(merchantId) {
      return byId.get(merchantId.trim().toUpperCase()) ?? null;
    },
  };
}
